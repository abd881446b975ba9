#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the dietary records of an Apple Health export.xml (or the one inflated from export.zip) in one
/// streaming pass, with the same ``ExportElementScanner`` as the activity reader (metadata reported, so
/// `HKFoodType` is seen).
///
/// It keeps, per dietary record of a type the catalogue knows (``HealthDietaryType``): its nutrient and
/// amount (converted), source, local start and a key (type, source, start, end, value, unit) that tells
/// the top-level copy of a correlation's record. `Correlation`s of type
/// `HKCorrelationTypeIdentifierFood` are kept with their records and the `HKFoodType` name (on the
/// correlation itself, else on its first record that has one); records of other correlations are
/// left to their top-level copies. Everything else in the file is stepped over: a Record whose type is
/// not dietary is skipped as soon as its `type` is read. ``HealthDietaryEntries`` turns the result
/// into entries.
///
/// Memory: the ``ExportStreamReader``'s buffer (256 KiB, up to 2 MiB for a tag up to 1 MiB long) plus
/// what is kept per dietary record — bounded by the number of dietary records, not by the file's size.
final class HealthDietaryParser: ExportElementHandler {
    /// One used dietary record.
    struct Record: Sendable, Equatable {
        var nutrient: KnownNutrient
        /// In the nutrient's unit (kcal for energy).
        var amount: Double
        var source: String
        /// The local start (after `--time-zone`, when given).
        var start: ZonedTimestamp
        /// Type, source, start, end, value and unit as written: equal for a correlation's record and
        /// its top-level copy.
        var key: String
        /// Its `HKFoodType` metadata, if any.
        var foodType: String?
        /// 1-based line of its tag.
        var line: Int
    }

    /// One `HKCorrelationTypeIdentifierFood` correlation.
    struct Food: Sendable, Equatable {
        /// Its `HKFoodType` metadata, if any.
        var name: String?
        var source: String
        /// Its own start, when it has a readable one.
        var start: ZonedTimestamp?
        var line: Int
        var records: [Record] = []
    }

    /// What the pass found.
    struct Output: Sendable {
        /// Used dietary records outside any correlation, in file order.
        var loose: [Record] = []
        var foods: [Food] = []
        /// Dietary records read (in correlations and outside), used or not.
        var rows = 0
        /// Dietary types no figure uses (those the catalogue does not know), with their record counts
        /// outside correlations, in order of first sight.
        var unusedTypes: [(type: String, records: Int)] = []
        var issues: ImportIssues
        /// The error that ends a strict read (or a read error in either mode).
        var failure: InputError?
    }

    private let file: String
    private let zone: RecordTimeZone?
    private var zoneCache = RecordTimeZone.Cache()
    private let reader: ExportStreamReader
    private var output: Output
    /// The food correlation being read, and whether any correlation is open.
    private var food: Food?
    private var inCorrelation = false
    /// The record a following MetadataEntry belongs to (one not closed by `/>`): in `food` or `loose`.
    private enum Open {
        case child(Int)
        case loose(Int)
    }
    private var open: Open?
    private var unusedIndex: [String: Int] = [:]

    /// A parser of `file`; `reader` is the pass that feeds it (its own by default, or one shared with
    /// other consumers of the same scan, ``ExportElementFanOut``: it must report metadata).
    init(
        file: String, strictness: Strictness, zone: RecordTimeZone?,
        reader: ExportStreamReader = ExportStreamReader(reportsMetadata: true)
    ) {
        self.file = file
        self.reader = reader
        self.zone = zone
        self.output = Output(issues: ImportIssues(strictness: strictness))
    }

    /// Reads `source` to its end (or to the first problem of a strict read).
    func run(_ source: ExportByteSource) -> Output {
        finish(reader.run(source, length: nil, handler: self))
    }

    /// The output once the pass that fed this parser has ended with `outcome`.
    func finish(_ outcome: ExportStreamReader.Outcome) -> Output {
        if case .failed(let error) = outcome {
            output.failure = error
            return output
        }
        if let food, output.failure == nil {
            problem(
                at: nil, line: food.line, field: nil,
                .expected("</Correlation> closing the food correlation", found: "the end of the file"))
        }
        return output
    }

    /// The 1-based line of buffer index `index`.
    private func line(at index: Int) -> Int {
        reader.newlines(before: index) + 1
    }

    // MARK: Elements

    func wantsRecord(type: UnsafePointer<UInt8>, count: Int, at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        let wanted = Self.isDietaryType(type, count)
        if !wanted { open = nil }
        return wanted
    }

    /// Whether a raw Record type is a dietary one (`HKQuantityTypeIdentifierDietary…`): the records a
    /// food-log read of an export looks at.
    static func isDietaryType(_ type: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let prefix: StaticString = "HKQuantityTypeIdentifierDietary"
        return count >= prefix.utf8CodeUnitCount && memcmp(type, prefix.utf8Start, prefix.utf8CodeUnitCount) == 0
    }

    func element(_ tag: ExportTag) {
        switch tag.element {
        case .record: record(tag)
        case .recordEnd: open = nil
        case .metadataEntry: metadata(tag)
        case .correlationStart:
            open = nil
            if let food { close(food) }
            inCorrelation = true
            guard text(.type, tag) == "HKCorrelationTypeIdentifierFood" else { return }
            var start: ZonedTimestamp?
            if let raw = tag.raw(.startDate) { start = timestamp(XMLEntityDecoder.string(raw.bytes, count: raw.count)) }
            food = Food(name: nil, source: text(.sourceName, tag), start: start, line: line(at: tag.start))
        case .correlationEnd:
            open = nil
            inCorrelation = false
            if let food { close(food) }
        case .activitySummary:
            open = nil
        }
    }

    /// A strict read stops at its first problem.
    var stopsScan: Bool { output.failure != nil }

    func malformed(at start: Int, in base: UnsafePointer<UInt8>, attribute: String?, problem text: InputProblem) {
        problem(at: start, field: attribute, text)
    }

    private func close(_ finished: Food) {
        output.foods.append(finished)
        food = nil
    }

    private func record(_ tag: ExportTag) {
        open = nil
        let type = text(.type, tag)
        guard HealthDietaryType.isDietary(type) else { return }
        output.rows += 1
        guard let nutrient = HealthDietaryType.nutrient(of: type) else {
            if !inCorrelation { countUnused(type) }
            return
        }
        let shown = "in a " + RecordType.displayName(type) + " Record"
        for attribute in [ExportAttribute.sourceName, .unit, .value, .startDate] where !tag.has(attribute) {
            return problem(at: tag.start, field: attribute.name, .partMissing(.attribute, context: "\(shown)"))
        }
        let unit = text(.unit, tag)
        guard let factor = HealthDietaryType.factor(unit: unit, to: nutrient) else {
            return problem(
                at: tag.start, field: "unit", .expected("\(nutrient.acceptedUnits) \(shown)", found: .quoted(unit)))
        }
        let valueText = text(.value, tag)
        let limit = NutrientBounds.physicalMaximum(nutrient.unit)
        guard let number = EntryFields.decimalNumber(valueText.trimmingSpaces()), number.isFinite, number >= 0,
            number * factor <= limit
        else {
            return problem(
                at: tag.start, field: "value",
                .numberOutOfRange(
                    limit: limit, unit: nutrient.unit.symbol, context: shown,
                    found: .quoted(valueText)))
        }
        let startText = text(.startDate, tag)
        guard let start = timestamp(startText) else {
            return problem(
                at: tag.start, field: "startDate",
                .expected(
                    "a timestamp like 2024-05-14 08:12:33 -0500 \(shown)",
                    found: .quoted(startText)))
        }
        let source = text(.sourceName, tag)
        let key = [type, source, startText, text(.endDate, tag), valueText, unit].joined(separator: "\u{1F}")
        let item = Record(
            nutrient: nutrient, amount: number * factor + 0, source: source, start: start, key: key,
            foodType: nil, line: line(at: tag.start))
        if food != nil {
            food?.records.append(item)
            if !tag.selfClosing, let count = food?.records.count { open = .child(count - 1) }
        } else if !inCorrelation {
            output.loose.append(item)
            if !tag.selfClosing { open = .loose(output.loose.count - 1) }
        }
    }

    /// `HKFoodType` names the open record, else the food correlation.
    private func metadata(_ tag: ExportTag) {
        // Compared as bytes: exports hold millions of other MetadataEntry elements (HKTimeZone, …).
        guard let key = tag.raw(.key), RecordType.equals(key.bytes, key.count, "HKFoodType"), tag.has(.value) else {
            return
        }
        let name = text(.value, tag).trimmingSpaces()
        guard !name.isEmpty else { return }
        switch open {
        case .child(let index):
            if food?.records.indices.contains(index) == true, food?.records[index].foodType == nil {
                food?.records[index].foodType = name
            }
        case .loose(let index):
            if output.loose.indices.contains(index), output.loose[index].foodType == nil {
                output.loose[index].foodType = name
            }
        case nil:
            if food != nil, food?.name == nil { food?.name = name }
        }
    }

    private func countUnused(_ type: String) {
        if let index = unusedIndex[type] {
            output.unusedTypes[index].records += 1
        } else {
            unusedIndex[type] = output.unusedTypes.count
            output.unusedTypes.append((type, 1))
        }
    }

    // MARK: Values and problems

    /// The attribute's value, entities decoded ("" when absent).
    private func text(_ attribute: ExportAttribute, _ tag: ExportTag) -> String {
        tag.raw(attribute).map { XMLEntityDecoder.string($0.bytes, count: $0.count) } ?? ""
    }

    /// A record timestamp, re-read in `--time-zone` when one is given.
    private func timestamp(_ text: String) -> ZonedTimestamp? {
        var bytes = Array(text.utf8)
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { ByteTimestamp.parseZoned(UnsafePointer($0), count: buffer.count) }
        }
        guard let parsed else { return nil }
        guard let zone else { return parsed }
        return zone.reread(parsed, cache: &zoneCache)
    }

    private func problem(at index: Int?, line given: Int? = nil, field: String?, _ text: InputProblem) {
        let error = InputError(file: file, line: given ?? index.map(line(at:)), field: field, problem: text)
        do throws(InputError) {
            try output.issues.skip(error)
        } catch {
            if output.failure == nil { output.failure = error }
        }
    }
}
