/// What one food-object folder of a storage folder (`Presets/Foods`, `Barcodes/Foods`, `Recents/Foods`)
/// contributed.
public struct FoodFolderSummary: Sendable, Equatable {
    /// The folder as the user would name it (`Storage/Presets/Foods`).
    public var folder: String
    /// Food objects read from it (files skipped in lenient mode are not counted).
    public var objects: Int
    /// Objects not used because a folder of higher precedence (or an earlier file of this folder)
    /// already had a food with the same id.
    public var shadowed: Int

    public init(folder: String, objects: Int, shadowed: Int) {
        self.folder = folder
        self.objects = objects
        self.shadowed = shadowed
    }
}
