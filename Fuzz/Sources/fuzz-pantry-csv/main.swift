// Fuzzes KeepFresh pantry CSVs through `PantryReader` (which hands them to `PantryCSVParser`: header
// matching, BOM, CRLF, quoted fields, dates, flags), strict and lenient; see `PantryFuzzing`.
import FuzzSupport

let headers = [
    "itemId,itemName,category,purchaseDate,expiryDate,favorited\n",
    "ExpiryDate,ITEMNAME,itemid\r\n",
    "favorited,expiryDate,notes,itemName,category,itemId,purchaseDate\n",
    "itemId,itemName,expiryDate\n",
    "\"itemId\",\"itemName\",\"category\",\"purchaseDate\",\"expiryDate\",\"favorited\"\r\n",
    "",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPantryCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    PantryFuzzing.run(prefixes: headers, format: .csv, data, size)
}
