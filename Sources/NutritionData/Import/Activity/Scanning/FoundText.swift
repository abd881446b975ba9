/// How a found value is shown in a message: in double quotes, at most 60 characters (the rule is
/// ``InputProblem/Found/quoted(_:)``'s).
enum FoundText {
    static func quoted(_ text: String) -> String {
        InputProblem.Found.quoted(text).description
    }
}
