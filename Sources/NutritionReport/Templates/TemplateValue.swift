import Mustache

/// Report values as a template reads them: each struct's stored properties looked up by name from a
/// table built once, instead of swift-mustache reflecting the struct again at every tag.
///
/// swift-mustache finds `{{name}}` in a plain struct with a fresh `Mirror` that materialises every
/// property, at every tag and for every level of the context stack it climbs; on the weekly report
/// that was about half of the time spent filling a template. What a template sees is unchanged:
/// the same names, values, sections and text (a wrapped value describes itself as the value does).
enum TemplateValue {
    /// `value` prepared for a template: structs and classes wrapped in a ``TemplateObject``, arrays
    /// and string-keyed dictionaries with their elements prepared, optionals unwrapped (nil when
    /// empty), everything else as it is. Values swift-mustache treats specially stay as they are, so
    /// their behaviour is kept: Mustache's own protocols (parents, transforms such as
    /// `uppercased(name)`, custom representations and renderings, lambdas), strings, Booleans, and
    /// `Comparable` values; so does an array whose elements need nothing (it keeps `sorted(list)`).
    static func prepare(_ value: Any) -> Any? {
        if value is String || value is Bool { return value }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return nil }
            return prepare(wrapped)
        case .struct, .class:
            return keepsItsOwnBehaviour(value) ? value : TemplateObject(value)
        case .collection:
            let elements = mirror.children.map(\.value)
            guard elements.contains(where: needsPreparing) else { return value }
            return elements.map { prepare($0) as Any }
        case .dictionary:
            guard let dictionary = value as? [String: Any] else { return value }
            return dictionary.compactMapValues(prepare)
        default:
            return value
        }
    }

    /// Whether swift-mustache gives `value` a behaviour of its own that wrapping would lose.
    private static func keepsItsOwnBehaviour(_ value: Any) -> Bool {
        value is MustacheParent || value is MustacheCustomRenderable || value is MustacheCustomRepresentation
            || value is MustacheLambda || value is MustacheTemplate || value is MustacheTransformable
            || value is any Comparable
    }

    /// Whether ``prepare(_:)`` would change `value`.
    private static func needsPreparing(_ value: Any) -> Bool {
        if value is String || value is Bool { return false }
        switch Mirror(reflecting: value).displayStyle {
        case .optional, .collection, .dictionary: return true
        case .struct, .class: return !keepsItsOwnBehaviour(value)
        default: return false
        }
    }
}

/// A struct or class whose properties a template looks up by name (see ``TemplateValue``).
///
/// Its table is built when it is made, and with it those of the values it holds, so a prepared
/// report never changes: templates filled at the same time on other threads share it.
final class TemplateObject: MustacheParent, CustomStringConvertible, @unchecked Sendable {
    private let value: Any
    /// Each stored property, prepared. Empty optionals are left out, so the template looks further up
    /// its context, as it would for the struct itself.
    private let properties: [String: Any]

    init(_ value: Any) {
        self.value = value
        var table: [String: Any] = [:]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, table[label] == nil, let prepared = TemplateValue.prepare(child.value) else {
                continue
            }
            table[label] = prepared
        }
        properties = table
    }

    /// The property `name`, prepared; nil when there is none or it is an empty optional.
    func child(named name: String) -> Any? {
        properties[name]
    }

    /// The wrapped value's own text, as `{{.}}` would show the struct.
    var description: String { String(describing: value) }
}
