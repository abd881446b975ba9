/// One child of a JSON container: a list's element (``JSONValue``) or an object's member (``JSONMember``).
protocol JSONChild: Sendable {
    /// The child whose first node is `first` in `document`.
    init(document: JSONDocument, first: Int)
    /// The node of the child's value: the child ends where that value's subtree ends.
    var valueIndex: Int { get }
}

/// The children of a JSON container, in the order written; none when `container` is nil (the value
/// is not a container of this kind). One walk serves lists and objects.
struct JSONChildren<Child: JSONChild>: Sequence, Sendable {
    let document: JSONDocument
    let container: Int?

    struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var position: Int
        let end: Int

        mutating func next() -> Child? {
            guard position < end else { return nil }
            let child = Child(document: document, first: position)
            let valueIndex = child.valueIndex
            position = document.nodes[valueIndex].next(at: valueIndex)
            return child
        }
    }

    func makeIterator() -> Iterator {
        guard let container else { return Iterator(document: document, position: 0, end: 0) }
        return Iterator(document: document, position: container + 1, end: Int(document.nodes[container].subtreeEnd))
    }

    var underestimatedCount: Int { container.map { Int(document.nodes[$0].count) } ?? 0 }
}

/// The elements of a JSON list, in order.
typealias JSONElements = JSONChildren<JSONValue>

/// The members of a JSON object, in the order written. Repeated keys are all listed.
typealias JSONMembers = JSONChildren<JSONMember>
