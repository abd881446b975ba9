import CPangoCairo

/// A fontconfig configuration that holds only the fonts of ``ChartKitCairo/fontFamilies``, found
/// through the system's configuration, for ``PangoTypesetter``'s first font map.
///
/// Why: with the system's configuration Pango asks fontconfig for a fallback list sorted over every
/// installed font (`FcFontSort`, per size and weight) and runs every rule of `/etc/fonts/conf.d` on
/// each request; with three families both are small (the sample report: docs/performance.md). And
/// the fonts other packages install cannot change how covered text is drawn (docs/fonts.md,
/// Determinism). Characters the three families lack are set with the system's configuration
/// instead (``PangoTypesetter``), so uncovered scripts still find an installed font or the
/// missing-font notice.
///
/// The configuration has no rules of its own except synthetic emboldening and slanting, the two of
/// the system's rules (`90-synthetic.conf`) that change glyphs for a family without a bold or
/// oblique face (WenQuanYi Micro Hei and Symbola have none): bold CJK stays bold.
enum PinnedFontConfiguration {
    /// fontconfig's rules for a bold or oblique request met by a regular, roman face.
    private static let rules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="slant"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign"><times><name>matrix</name>
              <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times></edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
          <match target="font">
            <test name="weight" compare="less_eq"><const>medium</const></test>
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
            <edit name="weight" mode="assign"><const>bold</const></edit>
          </match>
        </fontconfig>
        """

    /// The font files of `families` in the system's configuration that text is set in, each once, in
    /// the families' order: upright faces of regular weight or bolder, and of a family that has
    /// normal-width faces only those (DejaVu Sans's condensed, oblique and extra-light faces are
    /// never chosen for upright regular or bold text, and scanning each file costs start-up time).
    static func fontFiles(of families: [String], in system: OpaquePointer?) -> [String] {
        var files: [String] = []
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FILE, FC_SLANT, FC_WEIGHT, FC_WIDTH] { FcObjectSetAdd(objects, object) }
        for family in families {
            guard let pattern = FcPatternCreate() else { continue }
            defer { FcPatternDestroy(pattern) }
            family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    _ = FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
            guard let set = FcFontList(system, pattern, objects) else { continue }
            defer { FcFontSetDestroy(set) }
            var faces: [(file: String, width: Int32)] = []
            for index in 0..<Int(set.pointee.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                var slant: Int32 = 0
                var weight: Int32 = FC_WEIGHT_REGULAR
                var width: Int32 = FC_WIDTH_NORMAL
                guard let font = set.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch,
                    let file
                else { continue }
                _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
                _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
                _ = FcPatternGetInteger(font, FC_WIDTH, 0, &width)
                guard slant == FC_SLANT_ROMAN, weight >= FC_WEIGHT_REGULAR else { continue }
                faces.append((String(cString: file), width))
            }
            let hasNormalWidth = faces.contains { $0.width == FC_WIDTH_NORMAL }
            let found = faces.filter { !hasNormalWidth || $0.width == FC_WIDTH_NORMAL }.map(\.file)
            // FcFontList's order is the cache's; sorted, the configuration is the same on every run.
            for file in found.sorted() where !files.contains(file) { files.append(file) }
        }
        return files
    }

    /// A new configuration holding the font files of `families`, or nil when none is installed (then
    /// the system's configuration is used alone). The caller owns it (`FcConfigDestroy`).
    static func make(families: [String]) -> OpaquePointer? {
        let files = fontFiles(of: families, in: nil)
        guard !files.isEmpty, let config = FcConfigCreate() else { return nil }
        let parsed = rules.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        var added = 0
        for file in files {
            let ok = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            if ok != 0 { added += 1 }
        }
        guard parsed != 0, added > 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }
}
