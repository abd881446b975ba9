// Every sentence of an OutputProblem, in one place; the end-to-end tests hold them to what users saw.

extension OutputProblem {
    /// The problem as the message says it, after `PATH: `.
    public var description: String {
        switch self {
        case .cannotWrite(let what, let reason): "cannot write \(what): \(reason)"
        case .cannotLock(let folder, let reason): "cannot lock \(folder): \(reason)"
        case .cannotMoveNewOutputIntoPlace(let reason): "cannot move the new output into place: \(reason)"
        case .cannotMoveEarlierOutputAside(let reason): "cannot move the earlier output aside: \(reason)"
        case .cannotReplaceEarlierOutput(let reason): "cannot replace the earlier output: \(reason)"
        case .isAFolder(let hint): "is a folder; \(hint)"
        case .notARegularFile(let hint): "is not a regular file; \(hint)"
        case .stated(let sentence): sentence
        }
    }
}
