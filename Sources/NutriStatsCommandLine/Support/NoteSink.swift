/// Where a command's notes go as they come — rows skipped, files read, what was written — so that a
/// note written before an error stays written. The command line writes them to standard error; tests
/// collect them or drop them (``discard``).
package struct NoteSink: Sendable {
    private let write: @Sendable (String) -> Void

    /// A sink handing each line to `write`.
    package init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Writes `line`.
    package func callAsFunction(_ line: String) {
        write(line)
    }

    /// Writes each of `lines`, in order.
    package func callAsFunction(_ lines: [String]) {
        for line in lines { write(line) }
    }

    /// A sink that drops every line.
    package static let discard = NoteSink { _ in }
}
