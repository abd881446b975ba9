/// How a found value is shown in a message: in double quotes, at most 60 characters.
enum FoundText {
    static func quoted(_ text: String) -> String {
        if text.isEmpty { return "an empty field" }
        let clipped = text.count > 60 ? String(text.prefix(57)) + "..." : text
        return "\"" + clipped + "\""
    }
}
