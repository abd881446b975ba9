// Fuzzes Parse server JSON exports of KeepFresh's Items through `PantryReader` (which hands them to
// `PantryJSONParser`: `results`, Parse Date objects, extra keys), strict and lenient;
// see `PantryFuzzing`. The prefixes open the document at different depths.
import FuzzSupport

let prefixes = [
    "{\"results\": [",
    "{\"results\": [{\"itemId\": \"a\", \"itemName\": \"Milk\", ",
    "{\"results\": [{\"itemId\": \"a\", \"itemName\": \"Milk\", \"expiryDate\": {\"__type\": \"Date\", \"iso\": \"",
    "{",
    "{\"results\": [{\"itemId\": 1, \"itemName\": \"x\", \"purchaseDate\": ",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPantryJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    PantryFuzzing.run(prefixes: prefixes, format: .parseJSON, data, size)
}
