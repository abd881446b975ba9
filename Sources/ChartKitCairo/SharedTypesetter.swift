import Synchronization

/// The one ``PangoTypesetter`` of the process, behind a lock: every measurer and every render sets
/// its text with it, one text at a time.
///
/// One typesetter, not one per chart: a Pango font map asks fontconfig for a sorted fallback list
/// per font size and weight (`FcFontSort` over every installed font) and caches shaped fonts, and a
/// typesetter remembers the lines it set, so a label measured for layout is not shaped again to be
/// drawn as SVG, PNG and PDF. With a typesetter per measurer and per render the sample report took
/// 0.20 s of CPU instead of 0.14 s (docs/performance.md). Pango's font maps must not be used by two
/// threads at once; the lock serialises only text, while shapes, rasterising and encoding of
/// parallel renders go on unlocked.
enum SharedTypesetter {
    private static let typesetter = Mutex(PangoTypesetter())

    /// `body` run with the typesetter, holding the lock; keep it short (one text).
    static func with<Result, Failure: Error>(_ body: (PangoTypesetter) throws(Failure) -> Result) throws(Failure)
        -> Result
    where Result: Sendable {
        try typesetter.withLock { typesetter throws(Failure) -> Result in try body(typesetter) }
    }
}
