import ChartKitCairo
import SafeOutput

/// Writing rendered bytes to the user's file: whole or not at all (``SafeOutput/AtomicFile``).
enum ChartOutput {
    /// The format named by the path's extension.
    static func format(of path: String) -> ImageFormat? {
        ImageFormat(path: path)
    }

    /// Writes `bytes` to `location`, resolved once by the command; `what` names the output in messages.
    static func write(_ bytes: [UInt8], to location: OutputLocation, what: String = "the chart") throws(OutputError) {
        try AtomicFile.write(bytes, to: location, what: what)
    }
}
