/// Tells an Apple Health export.xml or export.zip from a CSV by its first bytes (never by its name).
///
/// - A zip: starts with a local file header (`PK\u{3}\u{4}`) or is an empty archive (`PK\u{5}\u{6}`).
/// - export.xml: after an optional UTF-8 byte-order mark and whitespace, starts with `<?xml`,
///   `<!DOCTYPE` or `<HealthData`, and names `HealthData` in its first 64 KiB (the DTD and the root
///   come first); an XML file without it (export_cda.xml, for one) is refused with that reason.
enum HealthExportDetection {
    /// How far into an XML file the `HealthData` root is looked for.
    static let rootSearchLength = 64 << 10

    /// The export layout of `file`, nil when it looks like neither (so it is read as a CSV).
    static func layout(of file: InputFile) throws(InputError) -> HealthExportLayout? {
        guard file.size >= 4 else { return nil }
        let head = try file.head(rootSearchLength)
        guard head.count >= 4 else { return nil }
        let bytes = head[...]
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return HealthExportLayout(container: .zip(try ZipDirectory.exportMember(of: file)))
        }
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < bytes.endIndex && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        let markers: [[UInt8]] = [Array("<?xml".utf8), Array("<!DOCTYPE".utf8), Array("<HealthData".utf8)]
        guard markers.contains(where: { rest.starts(with: $0) }) else { return nil }
        guard contains(rest, Array("HealthData".utf8)) else {
            throw InputError(
                .data, file: file.path, line: 1,
                problem: .expected(
                    "an Apple Health export.xml (a <HealthData> root in the first 64 KiB)", found: "another XML file"))
        }
        return HealthExportLayout(container: .xml)
    }

    private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        var i = bytes.startIndex
        while i + needle.count <= bytes.endIndex {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
