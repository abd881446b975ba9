/// A write to standard output that failed (a full disk, `/dev/full`, a closed standard output): the
/// command ends with `cannot write to standard output: No space left on device` on stderr and exit 74
/// (``CommandFailure``).
package struct StandardOutputFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The system's words for the failure (`strerror`).
    package var reason: String

    package init(reason: String) {
        self.reason = reason
    }

    package var description: String { "cannot write to standard output: " + reason }
}
