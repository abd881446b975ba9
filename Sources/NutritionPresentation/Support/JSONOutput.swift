import Foundation

/// The one way the commands write JSON: pretty-printed, keys sorted and snake_case, a final newline,
/// every control character in names escaped (C0 by the encoder; DEL and C1, which JSON allows raw but
/// a terminal showing the file would obey, by ``escapingDELAndC1(_:)``). Any encoding failure is an
/// ``EncodingFault``, never a raw `EncodingError`.
package enum JSONOutput {
    package static func encoded(_ value: some Encodable) throws(EncodingFault) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do {
            return escapingDELAndC1(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
        } catch {
            throw EncodingFault(output: "JSON", encoding: error)
        }
    }

    /// `json` with DEL and C1 controls (U+007F–U+009F) written as `\u007f`…`\u009f`. They can only
    /// stand inside strings (JSON's own syntax is printable ASCII), where the escape means the same.
    package static func escapingDELAndC1(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && $0.value <= 0x9F }) else { return json }
        var out = ""
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F && scalar.value <= 0x9F {
                out += "\\u00" + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
