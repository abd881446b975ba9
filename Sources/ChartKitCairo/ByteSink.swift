import CCairo

/// Collects the bytes a Cairo stream surface or PNG writer produces.
final class ByteSink {
    var bytes: [UInt8] = []

    /// Runs `body` with a Cairo write function and the closure pointer for this sink.
    func withWriter<T>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) -> T) -> T {
        withExtendedLifetime(self) {
            body(byteSinkWrite, Unmanaged.passUnretained(self).toOpaque())
        }
    }
}

private func byteSinkWrite(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
}
