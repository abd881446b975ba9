import PropertyBased
import Testing

@testable import NutritionData

@Suite struct JSONDocumentTests {
    @Test func valuesTheirKindsAndLines() throws {
        let document = try JSONDocument(
            text: """
                {
                  "name": "Caf\\u00e9",
                  "list": [1, -0.5, 2e3,
                    true, false, null],
                  "empty": {}, "none": []
                }
                """, file: "t.json")
        let root = document.root
        #expect(root.kind == .object)
        #expect(root.count == 4)
        #expect(root.members.map(\.key) == ["name", "list", "empty", "none"])
        #expect(root.members.map(\.keyLine) == [2, 3, 5, 5])
        #expect(root["name"]?.string == "Café")
        let list = try #require(root["list"])
        #expect(list.count == 6)
        #expect(list.elements.map(\.kind) == [.number, .number, .number, .true, .false, .null])
        #expect(list.elements.map(\.line) == [3, 3, 3, 4, 4, 4])
        #expect(list.elements.compactMap(\.number) == [1, -0.5, 2000])
        #expect(list.elements.map(\.excerpt) == ["1", "-0.5", "2e3", "true", "false", "null"])
        #expect(root["empty"]?.count == 0)
        #expect(root["none"]?.kind == .array)
        #expect(root["missing"] == nil)
    }

    @Test func repeatedKeysAreMarkedOnTheLaterKey() throws {
        let document = try JSONDocument(text: "{\n\"a\": 1,\n\"b\": 2,\n\"\\u0061\": 3}", file: "t.json")
        #expect(document.root.members.map(\.firstLineOfKey) == [nil, nil, 2])
        // Large objects are checked through a hash table: key 0 repeats at the end.
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + ", \"k0\": 1"
        let big = try JSONDocument(text: "{" + many + "}", file: "t.json")
        #expect(big.root.members.compactMap(\.firstLineOfKey) == [1])
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONDocument(text: deep, file: "t.json").root.kind == .array)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(
            throws: InputError(file: "t.json", line: 1, problem: "objects and lists are nested deeper than 64 levels")
        ) {
            try JSONDocument(text: tooDeep, file: "t.json")
        }
        // Very deep input fails cleanly rather than exhausting the stack.
        let huge = String(repeating: "[", count: 1_000_000)
        #expect(throws: InputError.self) { try JSONDocument(text: huge, file: "t.json") }
    }

    @Test func surrogatePairsDecodeToOneCharacter() throws {
        let document = try JSONDocument(text: "[\"\\ud83c\\udf73\", \"\\uD83C\\uDF73\", \"\u{1F373}\"]", file: "t.json")
        #expect(document.root.elements.compactMap(\.string) == ["\u{1F373}", "\u{1F373}", "\u{1F373}"])
    }

    @Test func scalarsAtTheTopAndByteOrderMark() throws {
        #expect(try JSONDocument(text: " 42 ", file: "t.json").root.number == 42)
        #expect(try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("\"x\"".utf8), file: "t.json").root.string == "x")
        // A byte order mark anywhere else is not whitespace.
        #expect(throws: InputError.self) {
            try JSONDocument(bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8), file: "t.json")
        }
    }

    @Test func rejectsWhatRFC8259Rejects() {
        let bad = [
            "01", "1.", ".5", "-", "+1", "1e", "0x10", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a: 1}", "'x'", "[1 2]",
            "\"\\a\"", "\"tab\there\"", "NaN", "Infinity", "tru", "nul", "[", "{", "\"abc", "/* c */ 1", "1 // c",
            "[1]]", "{\"a\":1}}", "\u{0}", "\"\\u12\"",
        ]
        for text in bad {
            #expect(throws: InputError.self, "\(text)") { try JSONDocument(text: text, file: "t.json") }
        }
    }

    @Test func numbersReadAsDoubleReadsThem() throws {
        for text in [
            "0", "-0", "0.40000000000000002", "1e308", "1e-320", "123456789012345678901234567890",
            "2.2250738585072014e-308",
            "0.1", "0.3", "9007199254740993", "-1.5E+2", "4.9406564584124654e-324", "1.7976931348623158e308",
        ] {
            let value = try JSONDocument(text: text, file: "t.json").root.number
            #expect(value == Double(text), "\(text)")
            #expect(value?.sign == Double(text)?.sign, "\(text)")
        }
        #expect(try JSONDocument(text: "1e400", file: "t.json").root.number == .infinity)
    }

    /// Random documents, written with random spacing, parse back to the same values on the lines they
    /// were written on.
    @Test func randomDocumentsRoundTrip() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var writer = RandomJSONWriter(random: SplitMix(seed: seed))
            let value = writer.value(depth: 0)
            let text = writer.text
            do {
                let document = try JSONDocument(text: text, file: "r.json")
                #expect(RandomJSONWriter.describe(document.root) == value.description, "\(text)")
                #expect(document.root.line == value.line)
            } catch {
                Issue.record("\(error) in \(text)")
            }
        }
    }

    /// Random edits of valid documents never crash the parser: each either parses or is reported with a
    /// line inside the text.
    @Test func mutatedDocumentsFailCleanly() async {
        await propertyCheck(count: 500, input: Gen.uint64()) { seed in
            var writer = RandomJSONWriter(random: SplitMix(seed: seed))
            _ = writer.value(depth: 0)
            var bytes = Array(writer.text.utf8)
            var random = writer.random
            for _ in 0..<(1 + Int(random.next() % 3)) where !bytes.isEmpty {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: position)
                default:
                    let pieces = Array("{}[]\",:\\ 0e-.tfnu\u{7f}".utf8)
                    bytes.insert(pieces[Int(random.next() % UInt64(pieces.count))], at: position)
                }
            }
            let lines = bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
            do throws(InputError) {
                _ = try JSONDocument(bytes: bytes, file: "m.json")
            } catch {
                #expect(error.kind == .data)
                #expect((1...lines).contains(error.line ?? 0))
            }
        }
    }
}

/// A small deterministic random number generator (SplitMix64) for building documents from a seed.
/// The benchmarks' `SeededRandom` is the same generator; it stays a copy because the Benchmarks
/// package sees only the library products, and test code does not belong in a shipped library.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Writes a random JSON value as text, remembering what it wrote and on which line.
struct RandomJSONWriter {
    var random: SplitMix
    var text = ""
    var line = 1

    struct Written: CustomStringConvertible {
        var description: String
        var line: Int
    }

    mutating func space() {
        switch random.next() % 6 {
        case 0: write("\n")
        case 1: write(" ")
        case 2: write("\r\n\t")
        default: break
        }
    }

    mutating func write(_ part: String) {
        text += part
        line += part.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    }

    mutating func value(depth: Int) -> Written {
        space()
        let start = line
        let choice = depth > 4 ? 2 + random.next() % 5 : random.next() % 7
        switch choice {
        case 0:
            write("{")
            var parts: [String] = []
            for index in 0..<Int(random.next() % 4) {
                if index > 0 { write(",") }
                space()
                write("\"k\(index)\"")
                space()
                write(":")
                parts.append("k\(index)=" + value(depth: depth + 1).description)
                space()
            }
            write("}")
            return Written(description: "{" + parts.joined(separator: ",") + "}", line: start)
        case 1:
            write("[")
            var parts: [String] = []
            for index in 0..<Int(random.next() % 4) {
                if index > 0 { write(",") }
                parts.append(value(depth: depth + 1).description)
                space()
            }
            write("]")
            return Written(description: "[" + parts.joined(separator: ",") + "]", line: start)
        case 2:
            let texts = [
                "plain", "é", "\u{1F373}", "quote \\\" slash \\\\", "esc \\u00e9 \\n", "", "pair \\ud83c\\udf73",
            ]
            let decoded = ["plain", "é", "\u{1F373}", "quote \" slash \\", "esc é \n", "", "pair \u{1F373}"]
            let pick = Int(random.next() % UInt64(texts.count))
            write("\"" + texts[pick] + "\"")
            return Written(description: "s:" + decoded[pick], line: start)
        case 3:
            let numbers = ["0", "-12", "3.25", "1e3", "-0.5E-2", "0.40000000000000002", "123456789012345678"]
            let pick = numbers[Int(random.next() % UInt64(numbers.count))]
            write(pick)
            return Written(description: "n:\(Double(pick) ?? .nan)", line: start)
        case 4:
            write("true")
            return Written(description: "true", line: start)
        case 5:
            write("false")
            return Written(description: "false", line: start)
        default:
            write("null")
            return Written(description: "null", line: start)
        }
    }

    /// The same description, made from a parsed value.
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .object: "{" + value.members.map { "\($0.key)=" + describe($0.value) }.joined(separator: ",") + "}"
        case .array: "[" + value.elements.map(describe).joined(separator: ",") + "]"
        case .string: "s:" + (value.string ?? "?")
        case .number: "n:\(value.number ?? .nan)"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}
