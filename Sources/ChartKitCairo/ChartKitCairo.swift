import CCairo
import ChartKit

/// ChartKitCairo: replays a ChartKit scene on a Cairo surface as PNG, SVG or PDF.
public enum ChartKitCairo {
    /// The version of the Cairo library in use ("1.16.0").
    public static var cairoVersion: String { String(cString: cairo_version_string()) }
}
