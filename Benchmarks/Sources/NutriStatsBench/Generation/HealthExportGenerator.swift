import NutritionData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an Apple Health export.xml as the Health app does, for the same person and the same days
/// as ``HealthRecordsGenerator`` (its samples, day by day), with what real exports hold around them:
///
/// - the XML declaration and an internal DTD (about 10 KB, as iOS writes it), `ExportDate`, `Me`;
/// - the four used types as `Record` elements in Apple's attribute order (type, sourceName,
///   sourceVersion, device, unit, creationDate, startDate, endDate, value), source names with an
///   entity (`Ana&#8217;s Apple Watch`), devices entity-escaped (`&lt;&lt;HKDevice: …&gt;`);
/// - for every step sample, a `DistanceWalkingRunning` record (an unused type, same density), heart
///   rate with a `MetadataEntry` child (motion context) on one record in four, a sleep record a
///   night, 67 records a day of third-party apps (13 types, one of them steps) without `device` and
///   with their attributes in three orders (`type` last, single quotes, line breaks), a `Correlation` of food records at three meals a day (each record also at top level, as
///   Apple writes them), a `Workout` with children now and then, one `ActivitySummary` a day;
/// - every timestamp written with the phone's offset **at export time** (+0000, as exported in
///   Lisbon in November), as Apple does.
///
/// Records are grouped by type as in real exports (all step counts, then distances, …): one pass
/// per type over the days, regenerating each day from the same seed. The same seed gives the same
/// bytes. Ten years: about 3 GB.
struct HealthExportGenerator {
    var records: HealthRecordsGenerator

    /// Writes export.xml at `path`; returns records and bytes written.
    func write(to path: String) throws -> (records: Int, bytes: Int) {
        guard let handle = fopen(path, "wb") else { throw BenchError("cannot write \(path)") }
        defer { fclose(handle) }
        let writer = ExportXMLWriter(handle: handle)
        writer.text(Self.prelude)
        let zones = ZoneModel(firstYear: records.firstDay.year - 1, lastYear: records.lastDay.year + 1)
        // Pass per type: steps, distance, active, basal, heart rate; then sleep, food, workouts, summaries.
        for pass in 0..<5 {
            forEachDay(zones) { day, buckets in
                let software = day.year - 2016 + 3
                switch pass {
                case 0, 1:
                    for sample in buckets[0] {
                        if pass == 0 {
                            writer.record(
                                type: "StepCount", watch: sample.watch, software: software, unit: "count",
                                start: sample.start, end: sample.end, value: sample.value)
                        } else {
                            let metres = Double(sample.value).map { $0 * 0.00072 } ?? 0
                            writer.record(
                                type: "DistanceWalkingRunning", watch: sample.watch, software: software, unit: "km",
                                start: sample.start, end: sample.end, value: HealthRecordsGenerator.decimal(metres, 5))
                        }
                    }
                case 2:
                    for sample in buckets[1] {
                        writer.record(
                            type: "ActiveEnergyBurned", watch: sample.watch, software: software, unit: "kcal",
                            start: sample.start, end: sample.end, value: sample.value)
                    }
                case 3:
                    for sample in buckets[2] {
                        writer.record(
                            type: "BasalEnergyBurned", watch: sample.watch, software: software, unit: "kcal",
                            start: sample.start, end: sample.end, value: sample.value)
                    }
                default:
                    for (index, sample) in buckets[3].enumerated() {
                        writer.record(
                            type: "HeartRate", watch: sample.watch, software: software, unit: "count/min",
                            start: sample.start, end: sample.end, value: sample.value,
                            metadata: index % 4 == 0 ? [("HKMetadataKeyHeartRateMotionContext", "0")] : [])
                    }
                }
            }
        }
        // Other apps' records: no device, attributes in their own order, a dozen types NutriStats does
        // not use (and steps from a pedometer app, which it does), as third-party apps write them.
        var others = SeededRandom(seed: 7_700 &+ UInt64(records.years))
        forEachDay(zones) { day, _ in
            let midnight = Int64(day.dayNumber) * 86_400
            for (index, kind) in Self.otherApps.enumerated() {
                for _ in 0..<kind.perDay {
                    let start = midnight + Int64(others.int(0...86_000))
                    let value =
                        kind.unit == "count"
                        ? String(others.int(1...900))
                        : HealthRecordsGenerator.decimal(others.unit() * kind.scale, 2)
                    writer.appRecord(
                        type: kind.type, source: kind.source, unit: kind.unit, start: start,
                        end: start + Int64(kind.seconds), value: value, order: index % 3)
                }
            }
        }
        forEachDay(zones) { day, _ in
            let midnight = Int64(day.dayNumber) * 86_400
            writer.category(start: midnight - 3_600, end: midnight + 6 * 3_600 + 1_200)
            for (meal, hour) in [("Breakfast", 8), ("Lunch", 13), ("Dinner", 20)] {
                writer.food(meal: meal, at: midnight + Int64(hour) * 3_600)
            }
            if day.dayNumber % 3 == 0 { writer.workout(start: midnight + 18 * 3_600, minutes: 35) }
        }
        forEachDay(zones) { day, buckets in
            let active = buckets[1].reduce(0.0) { $0 + (Double($1.value) ?? 0) }
            writer.summary(day: day, active: active)
        }
        writer.text("</HealthData>\n")
        writer.flush()
        return (writer.records, writer.bytes)
    }

    /// Third-party apps' records a day: type (without the `HKQuantityTypeIdentifier` prefix), app, unit,
    /// value scale, duration.
    static let otherApps: [(type: String, source: String, unit: String, scale: Double, seconds: Int, perDay: Int)] = [
        ("StepCount", "Pedometer++", "count", 1, 600, 6),
        ("HeartRateVariabilitySDNN", "HRV4Training", "ms", 90, 60, 4),
        ("RespiratoryRate", "AutoSleep", "count/min", 20, 60, 12),
        ("OxygenSaturation", "AutoSleep", "%", 1, 60, 8),
        ("EnvironmentalAudioExposure", "Noise &amp; Co", "dBASPL", 90, 1_800, 10),
        ("WalkingSpeed", "Strava", "km/hr", 6, 30, 6),
        ("WalkingStepLength", "Strava", "cm", 80, 30, 6),
        ("BodyMass", "Withings Health Mate", "kg", 80, 0, 1),
        ("BodyFatPercentage", "Withings Health Mate", "%", 0.3, 0, 1),
        ("DietaryWater", "WaterMinder", "mL", 500, 0, 5),
        ("DietaryCaffeine", "WaterMinder", "mg", 100, 0, 2),
        ("TimeInDaylight", "Sun Seeker", "min", 60, 3_600, 3),
        ("AppleExerciseTime", "Fitbod", "min", 10, 600, 3),
    ]

    /// Calls `body` with each day's samples, regenerated from the same seed for every pass.
    private func forEachDay(_ zones: ZoneModel, _ body: (LocalDate, [[HealthRecordsGenerator.Sample]]) -> Void) {
        var random = SeededRandom(seed: 20_261_115 &+ UInt64(records.years))
        var day = records.firstDay
        var buckets: [[HealthRecordsGenerator.Sample]] = Array(repeating: [], count: 4)
        while day <= records.lastDay {
            let noon = Int64(day.dayNumber) * 86_400 + 43_200
            let midnight = Int64(day.dayNumber) * 86_400 - Int64(zones.offset(at: noon))
            for index in buckets.indices { buckets[index].removeAll(keepingCapacity: true) }
            records.generateDay(midnight: midnight, random: &random, into: &buckets)
            for index in buckets.indices { buckets[index].sort { $0.start < $1.start } }
            body(day, buckets)
            day = day.adding(days: 1)
        }
    }

    /// The declaration, an internal DTD like the one iOS writes (abridged to its shape), the root,
    /// ExportDate and Me.
    static let prelude: String = {
        var dtd =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n<!-- HealthKit Export Version: 13 -->\n"
        dtd +=
            "<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>\n"
        dtd += "<!ATTLIST HealthData\n  locale CDATA #REQUIRED\n>\n"
        for element in [
            "ExportDate", "Me", "Record", "Correlation", "Workout", "WorkoutActivity", "WorkoutEvent",
            "WorkoutStatistics", "WorkoutRoute", "FileReference", "ActivitySummary", "MetadataEntry",
            "HeartRateVariabilityMetadataList", "InstantaneousBeatsPerMinute", "ClinicalRecord",
            "Audiogram", "SensitivityPoint", "VisionPrescription", "RightEye", "LeftEye", "Prism",
        ] {
            dtd += "<!ELEMENT \(element) EMPTY>\n<!ATTLIST \(element)\n"
            for attribute in [
                "type", "unit", "value", "sourceName", "sourceVersion", "device", "creationDate",
                "startDate", "endDate", "key", "date", "duration", "durationUnit", "path",
            ] {
                dtd += "  \(attribute) CDATA #IMPLIED\n"
            }
            dtd += ">\n"
        }
        dtd += "]>\n<HealthData locale=\"en_PT\">\n <ExportDate value=\"2026-11-16 09:12:44 +0000\"/>\n"
        dtd +=
            " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1988-04-02\" HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\" HKCharacteristicTypeIdentifierBloodType=\"HKBloodTypeNotSet\" HKCharacteristicTypeIdentifierFitzpatrickSkinType=\"HKFitzpatrickSkinTypeNotSet\" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse=\"None\"/>\n"
        return dtd
    }()
}

/// Writes export.xml elements through a large buffer, timestamps formatted by hand, all with the
/// export-time offset +0000.
final class ExportXMLWriter {
    private let handle: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    private(set) var records = 0
    private(set) var bytes = 0
    private var timestamps = TimestampBytes()

    init(handle: UnsafeMutablePointer<FILE>) {
        self.handle = handle
        buffer.reserveCapacity(1 << 22)
    }

    func text(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 22 { flush() }
    }

    func flush() {
        bytes += buffer.count
        buffer.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, handle) }
        buffer.removeAll(keepingCapacity: true)
    }

    func record(
        type: String, watch: Bool, software: Int, unit: String, start: Int64, end: Int64, value: String,
        metadata: [(String, String)] = [], indent: String = " ", prefix: String = "HKQuantityTypeIdentifier"
    ) {
        text("\(indent)<Record type=\"\(prefix)\(type)\" ")
        if watch {
            text(
                "sourceName=\"Ana&#8217;s Apple Watch\" sourceVersion=\"\(software).1\" device=\"&lt;&lt;HKDevice: 0x283f6a3a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:\(software).1, creation date:2021-02-11 18:22:03 +0000&gt;\" "
            )
        } else {
            text(
                "sourceName=\"Ana&#8217;s iPhone\" sourceVersion=\"\(software + 6).2\" device=\"&lt;&lt;HKDevice: 0x2819cc460&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone13,2, software:\(software + 6).2, creation date:2021-02-11 18:22:03 +0000&gt;\" "
            )
        }
        text("unit=\"\(unit)\" creationDate=\"")
        timestamp(end + 7)
        text("\" startDate=\"")
        timestamp(start)
        text("\" endDate=\"")
        timestamp(end)
        text("\" value=\"\(value)\"")
        if metadata.isEmpty {
            text("/>\n")
        } else {
            text(">\n")
            for (key, value) in metadata { text("\(indent) <MetadataEntry key=\"\(key)\" value=\"\(value)\"/>\n") }
            text("\(indent)</Record>\n")
        }
        records += 1
    }

    /// A third-party app's record: no `device`, its attributes in one of three orders (`order` 0–2),
    /// `type` not always first.
    func appRecord(type: String, source: String, unit: String, start: Int64, end: Int64, value: String, order: Int) {
        let stamps: [(String, Int64)] = [("creationDate", end + 30), ("startDate", start), ("endDate", end)]
        func dates() {
            for (name, time) in stamps {
                text(" \(name)=\"")
                timestamp(time)
                text("\"")
            }
        }
        switch order {
        case 0:
            text(
                " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"\(source)\" sourceVersion=\"4.2\" unit=\"\(unit)\""
            )
            dates()
            text(" value=\"\(value)\"/>\n")
        case 1:
            text(" <Record sourceName=\"\(source)\" value=\"\(value)\" unit=\"\(unit)\"")
            dates()
            text(" type=\"HKQuantityTypeIdentifier\(type)\"/>\n")
        default:
            text(
                " <Record\n  value='\(value)' type='HKQuantityTypeIdentifier\(type)'\n  sourceName='\(source)' unit='\(unit)'"
            )
            dates()
            text("/>\n")
        }
        records += 1
    }

    func category(start: Int64, end: Int64) {
        record(
            type: "SleepAnalysis", watch: true, software: 9, unit: "", start: start, end: end,
            value: "HKCategoryValueSleepAnalysisAsleepCore", metadata: [("HKTimeZone", "Europe/Lisbon")],
            prefix: "HKCategoryTypeIdentifier")
    }

    func food(meal: String, at time: Int64) {
        text(
            " <Correlation type=\"HKCorrelationTypeIdentifierFood\" sourceName=\"Nutrition\" sourceVersion=\"12\" creationDate=\""
        )
        timestamp(time)
        text("\" startDate=\"")
        timestamp(time)
        text("\" endDate=\"")
        timestamp(time)
        text(
            "\">\n  <MetadataEntry key=\"HKFoodMeal\" value=\"\(meal)\"/>\n  <MetadataEntry key=\"HKFoodType\" value=\"Yogurt &amp; Granola\"/>\n"
        )
        let items = [
            ("DietaryEnergyConsumed", "kcal", "414.68"), ("DietaryProtein", "g", "12.4"),
            ("DietaryCarbohydrates", "g", "61.2"),
        ]
        for item in items {
            record(
                type: item.0, watch: false, software: 12, unit: item.1, start: time, end: time, value: item.2,
                indent: "  ")
        }
        text(" </Correlation>\n")
        for item in items {
            record(type: item.0, watch: false, software: 12, unit: item.1, start: time, end: time, value: item.2)
        }
    }

    func workout(start: Int64, minutes: Int) {
        let end = start + Int64(minutes) * 60
        text(
            " <Workout workoutActivityType=\"HKWorkoutActivityTypeWalking\" duration=\"\(minutes)\" durationUnit=\"min\" sourceName=\"Ana&#8217;s Apple Watch\" sourceVersion=\"10.1\" creationDate=\""
        )
        timestamp(end)
        text("\" startDate=\"")
        timestamp(start)
        text("\" endDate=\"")
        timestamp(end)
        text(
            "\">\n  <MetadataEntry key=\"HKTimeZone\" value=\"Europe/Lisbon\"/>\n  <WorkoutEvent type=\"HKWorkoutEventTypeSegment\" date=\""
        )
        timestamp(start)
        text(
            "\" duration=\"\(minutes)\" durationUnit=\"min\"/>\n  <WorkoutStatistics type=\"HKQuantityTypeIdentifierStepCount\" startDate=\""
        )
        timestamp(start)
        text("\" endDate=\"")
        timestamp(end)
        text("\" sum=\"3920\" unit=\"count\"/>\n </Workout>\n")
    }

    func summary(day: LocalDate, active: Double) {
        text(
            " <ActivitySummary dateComponents=\"\(day.iso)\" activeEnergyBurned=\"\(HealthRecordsGenerator.decimal(active, 3))\" activeEnergyBurnedGoal=\"500\" activeEnergyBurnedUnit=\"kcal\" appleMoveTime=\"0\" appleMoveTimeGoal=\"0\" appleExerciseTime=\"31\" appleExerciseTimeGoal=\"30\" appleStandHours=\"11\" appleStandHoursGoal=\"12\"/>\n"
        )
    }

    /// `YYYY-MM-DD HH:MM:SS +0000` for UTC second `utc`.
    private func timestamp(_ utc: Int64) {
        timestamps.append(utc, offset: 0, to: &buffer)
    }
}
