/// A food object: one food as the Nutrition shortcut stores it, with amounts per one serving.
public struct FoodItem: Sendable, Equatable {
    /// The food's id, when the object has one.
    public var id: FoodID?
    /// The food's name as shown in the app.
    public var name: String
    /// Free text such as "1 cup" ("" when absent).
    public var servingSize: String
    /// The barcode, when the food was scanned (nil when absent or empty).
    public var barcode: String?
    /// Amounts for one serving.
    public var perServing: NutrientVector

    public init(id: FoodID?, name: String, servingSize: String = "", barcode: String? = nil, perServing: NutrientVector)
    {
        self.id = id
        self.name = name
        self.servingSize = servingSize
        self.barcode = barcode
        self.perServing = perServing
    }
}
