import Testing

@testable import NutritionData

/// The nutrient catalogue: identities, ids, units, groups, aliases per format and unit factors.
@Suite struct NutrientCatalogueTests {
    @Test func everyCaseHasItsOwnDefinitionAndAUniqueSnakeCaseID() {
        #expect(NutrientCatalogue.definitions.count == KnownNutrient.allCases.count)
        for nutrient in KnownNutrient.allCases {
            #expect(nutrient.definition.nutrient == nutrient)
            #expect(NutrientCatalogue.nutrient(id: nutrient.id) == nutrient)
            #expect(nutrient.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "\(nutrient.id)")
            #expect(!nutrient.displayName.isEmpty)
        }
        #expect(Set(KnownNutrient.allCases.map(\.id)).count == KnownNutrient.allCases.count)
        // Which nutrients an entry reports is one 128-bit set (`OtherNutrients`).
        #expect(KnownNutrient.allCases.allSatisfy { Int($0.rawValue) < KnownNutrientSet.capacity })
        #expect(
            KnownNutrient.thiamin.id == "thiamin" && KnownNutrient.vitaminD.id == "vitamin_d"
                && KnownNutrient.omega3.id == "omega_3")
        #expect(KnownNutrient.thiamin.displayName == "Thiamin" && KnownNutrient.vitaminD.displayName == "Vitamin D")
    }

    @Test func theSeventeenAreTheShortcutsAmountsWithTheirNamesUnitsAndKeys() {
        for nutrient in Nutrient.allCases {
            let known = KnownNutrient(nutrient)
            #expect(known.inline == nutrient)
            #expect(known.definition.shortcutKey == nutrient.key)
        }
        #expect(KnownNutrient.allCases.filter { $0.inline != nil }.count == 17)
        // The names and units the shortcut's amounts always had.
        #expect(
            Nutrient.allCases.map(\.key) == [
                "Calories", "Carbs", "Fat", "Protein", "Sugar", "Fiber", "Monounsaturated",
                "Polyunsaturated", "Saturated", "Trans", "Sodium", "Cholesterol", "Potassium",
                "VitC", "Calcium", "Iron", "VitA",
            ])
        #expect(
            Nutrient.allCases.map(\.displayName) == [
                "Energy", "Carbohydrate", "Fat", "Protein", "Sugars", "Fiber",
                "Monounsaturated fat", "Polyunsaturated fat", "Saturated fat", "Trans fat",
                "Sodium", "Cholesterol", "Potassium", "Vitamin C", "Calcium", "Iron", "Vitamin A",
            ])
        #expect(
            Nutrient.allCases.map(\.unit.symbol) == [
                "kcal", "g", "g", "g", "g", "g", "g", "g", "g", "g", "mg", "mg", "mg", "mg",
                "mg", "mg", "mcg",
            ])
        #expect(Nutrient(key: "VitC") == .vitaminC && Nutrient(key: "vitc") == nil)
    }

    @Test func everyAppleHealthDietaryTypeIsKnown() {
        let types = [
            "EnergyConsumed", "Carbohydrates", "Fiber", "Sugar", "FatTotal", "FatMonounsaturated", "FatPolyunsaturated",
            "FatSaturated", "Cholesterol", "Protein", "VitaminA", "Thiamin", "Riboflavin", "Niacin", "PantothenicAcid",
            "VitaminB6", "Biotin", "VitaminB12", "VitaminC", "VitaminD", "VitaminE", "VitaminK", "Folate", "Calcium",
            "Chloride", "Iron", "Magnesium", "Phosphorus", "Potassium", "Sodium", "Zinc", "Water", "Caffeine",
            "Chromium",
            "Copper", "Iodine", "Manganese", "Molybdenum", "Selenium",
        ]
        #expect(types.count == 39)
        let found = types.compactMap { NutrientCatalogue.appleHealthType("HKQuantityTypeIdentifierDietary" + $0) }
        #expect(found.count == 39 && Set(found).count == 39)
        #expect(KnownNutrient.allCases.compactMap(\.definition.aliases.appleHealth).sorted() == types.sorted())
        #expect(NutrientCatalogue.appleHealthType("HKQuantityTypeIdentifierDietaryThiamin") == .thiamin)
        #expect(NutrientCatalogue.appleHealthType("HKQuantityTypeIdentifierStepCount") == nil)
        #expect(NutrientCatalogue.appleHealthType("DietaryThiamin") == nil)
    }

    @Test func columnNamesOfEachFormatAnyCase() {
        #expect(NutrientCatalogue.column(named: "B1 (Thiamine)") == .thiamin)
        #expect(NutrientCatalogue.column(named: " b1 (thiamine) ") == .thiamin)
        #expect(NutrientCatalogue.column(named: "Thiamin") == .thiamin)  // Health Auto Export
        #expect(NutrientCatalogue.column(named: "B12 (Cobalamin)") == .vitaminB12)
        #expect(NutrientCatalogue.column(named: "Dietary Energy") == .calories)
        #expect(NutrientCatalogue.column(named: "Saturated Fat") == .saturated)  // MyFitnessPal
        #expect(NutrientCatalogue.column(named: "Trans-Fats") == .trans)
        #expect(NutrientCatalogue.column(named: "Omega-3") == .omega3)
        #expect(NutrientCatalogue.column(named: "Oxalate") == nil)
        #expect(NutrientCatalogue.column(named: "Category") == nil)
        // No name stands for two nutrients.
        var seen: [String: KnownNutrient] = [:]
        for nutrient in KnownNutrient.allCases {
            for name in nutrient.definition.aliases.columnNames {
                if let other = seen.updateValue(nutrient, forKey: name.lowercased()) {
                    #expect(other == nutrient, "\(name) names \(other) and \(nutrient)")
                }
            }
        }
    }

    @Test func theFoodLogNamesTheSeventeenAlwaysHadStillNameThem() {
        let names: [String: Nutrient] = [
            "energy": .calories, "calories": .calories, "carbs": .carbs, "carbohydrates": .carbs, "total carbs": .carbs,
            "fat": .fat, "total fat": .fat, "protein": .protein, "sugars": .sugar, "sugar": .sugar, "fiber": .fiber,
            "fibre": .fiber, "monounsaturated": .monounsaturated, "monounsaturated fat": .monounsaturated,
            "polyunsaturated": .polyunsaturated, "polyunsaturated fat": .polyunsaturated, "saturated": .saturated,
            "saturated fat": .saturated, "trans-fats": .trans, "trans fat": .trans, "trans fats": .trans,
            "sodium": .sodium,
            "cholesterol": .cholesterol, "potassium": .potassium, "vitamin c": .vitaminC, "calcium": .calcium,
            "iron": .iron,
            "vitamin a": .vitaminA,
        ]
        for (name, nutrient) in names { #expect(NutrientCatalogue.column(named: name)?.inline == nutrient, "\(name)") }
    }

    /// The one naming rule for names people type (`--nutrient`, `--nutrients`, `--dv` files).
    @Test func namesPeopleTypeAnyCaseWithSpacesUnderscoresOrHyphens() {
        let names: [(String, KnownNutrient?)] = [
            // The 17, as `Nutrient(name:)` took them before the catalogue did.
            ("sodium", .sodium), ("Sodium", .sodium), (" SODIUM ", .sodium), ("Vitamin C", .vitaminC),
            ("vitamin_c", .vitaminC), ("vitamin-c", .vitaminC), ("vitaminc", .vitaminC), ("VitC", .vitaminC),
            ("saturated-fat", .saturated), ("saturated_fat", .saturated), ("Saturated", .saturated),
            ("monounsaturated", .monounsaturated), ("Carbs", .carbs), ("carbohydrate", .carbs),
            ("kcal", KnownNutrient(.calories)), ("energy", KnownNutrient(.calories)),
            ("Calories", KnownNutrient(.calories)), ("trans fat", .trans), ("trans-fats", .trans),
            // The others: id, display name, column names, and vitamins without the word.
            ("vitamin d", .vitaminD), ("vitamin_d", .vitaminD), ("Vitamin-D", .vitaminD), ("D", .vitaminD),
            ("B1", .thiamin), ("b1", .thiamin), ("thiamin", .thiamin), ("Thiamine", .thiamin),
            ("B1 (Thiamine)", .thiamin), ("vitamin b1", .thiamin), ("B6", .vitaminB6), ("B12", .vitaminB12),
            ("b12 (cobalamin)", .vitaminB12), ("B9", .folate), ("omega 3", .omega3), ("Omega-3", .omega3),
            ("omega_3", .omega3), ("magnesium", .magnesium), ("Net Carbs", .netCarbs), ("water", .water),
            // Not nutrients of the catalogue.
            ("vitamin x", nil), ("Oxalate", nil), ("", nil), (" - ", nil), ("vitamin", nil),
        ]
        for (name, nutrient) in names { #expect(NutrientCatalogue.nutrient(named: name) == nutrient, "\(name)") }
        // Every id, display name and key names its own nutrient.
        for nutrient in KnownNutrient.allCases {
            #expect(NutrientCatalogue.nutrient(named: nutrient.id) == nutrient)
            #expect(NutrientCatalogue.nutrient(named: nutrient.displayName) == nutrient)
            if let key = nutrient.definition.shortcutKey { #expect(NutrientCatalogue.nutrient(named: key) == nutrient) }
        }
    }

    /// Folding case, spaces, underscores and hyphens away joins no two nutrients' names.
    @Test func noFoldedNameNamesTwoNutrients() {
        var seen: [String: KnownNutrient] = [:]
        for (key, nutrient) in NutrientCatalogue.namesByKey {
            if let other = seen.updateValue(nutrient, forKey: key) {
                #expect(other == nutrient, "\(key) names \(other) and \(nutrient)")
            }
            // Nor does a name with "vitamin" put before it name another nutrient than the name itself.
            if let vitamin = NutrientCatalogue.nutrient(named: "vitamin" + key), !key.hasPrefix("vitamin") {
                #expect(vitamin == nutrient, "vitamin \(key) names \(vitamin), \(key) names \(nutrient)")
            }
        }
    }

    @Test func everyNutrientWithAnFDADailyValueAndTheCommonOthersAreKnown() {
        let ids = [
            "added_sugars", "vitamin_d", "vitamin_e", "vitamin_k", "thiamin", "riboflavin", "niacin",
            "pantothenic_acid",
            "vitamin_b6", "biotin", "folate", "vitamin_b12", "choline", "phosphorus", "iodine", "magnesium", "zinc",
            "selenium", "copper", "manganese", "chromium", "molybdenum", "chloride",
            "water", "caffeine", "alcohol", "omega_3", "omega_6",
        ]
        for id in ids { #expect(NutrientCatalogue.nutrient(id: id) != nil, "\(id)") }
    }

    @Test func groups() {
        #expect(KnownNutrient.protein.group == .energyAndMacros && KnownNutrient.alcohol.group == .energyAndMacros)
        #expect(KnownNutrient.omega3.group == .fats && KnownNutrient.cholesterol.group == .fats)
        #expect(KnownNutrient.addedSugars.group == .carbohydrates && KnownNutrient.fiber.group == .carbohydrates)
        #expect(KnownNutrient.folate.group == .vitamins && KnownNutrient.selenium.group == .minerals)
        #expect(KnownNutrient.water.group == .other && KnownNutrient.leucine.group == .other)
        #expect(
            NutrientGroup.allCases.sorted() == [.energyAndMacros, .fats, .carbohydrates, .vitamins, .minerals, .other])
    }

    @Test func unitFactors() {
        // Masses: g, mg and every spelling of µg, any case.
        #expect(KnownNutrient.thiamin.factor(fromUnit: "mg") == 1)
        #expect(KnownNutrient.thiamin.factor(fromUnit: "g") == 1_000)
        #expect(KnownNutrient.vitaminB12.factor(fromUnit: "µg") == 1)
        #expect(KnownNutrient.vitaminB12.factor(fromUnit: "μg") == 1)
        #expect(KnownNutrient.vitaminB12.factor(fromUnit: "mcg") == 1)
        #expect(KnownNutrient.vitaminB12.factor(fromUnit: "MCG") == 1)
        #expect(KnownNutrient.vitaminB12.factor(fromUnit: "ug") == 1)
        #expect(KnownNutrient.magnesium.factor(fromUnit: "mcg") == 0.001)
        // IU: vitamin D 0.025 µg, vitamin A 0.3 µg RAE (retinol), vitamin E 0.67 mg (natural); none for others.
        #expect(KnownNutrient.vitaminD.factor(fromUnit: "IU") == 0.025)
        #expect(KnownNutrient.vitaminA.factor(fromUnit: "IU") == 0.3)
        #expect(KnownNutrient.vitaminE.factor(fromUnit: "iu") == 0.67)
        #expect(KnownNutrient.vitaminK.factor(fromUnit: "IU") == nil)
        // Energy: kJ → kcal, Cal is the kilocalorie; a mass is not energy.
        #expect(KnownNutrient.calories.factor(fromUnit: "kJ") == 1 / 4.184)
        #expect(KnownNutrient.calories.factor(fromUnit: "Cal") == 1)
        #expect(KnownNutrient.calories.factor(fromUnit: "g") == nil)
        // Water in mL: litres, and grams of water.
        #expect(KnownNutrient.water.unit == .milliliter)
        #expect(KnownNutrient.water.factor(fromUnit: "mL") == 1)
        #expect(KnownNutrient.water.factor(fromUnit: "L") == 1_000)
        #expect(KnownNutrient.water.factor(fromUnit: "g") == 1)
        #expect(KnownNutrient.water.factor(fromUnit: "mg") == nil)
        #expect(KnownNutrient.caffeine.factor(fromUnit: "mL") == nil)
        #expect(KnownNutrient.vitaminD.acceptedUnits == "g, mg, mcg or IU")
        #expect(KnownNutrient.zinc.acceptedUnits == "g, mg or mcg")
        #expect(KnownNutrient.water.acceptedUnits == "mL, L, fl oz or g")
    }

    @Test func customNutrientsKeepTheirNameAndUnit() throws {
        let oxalate = try #require(CustomNutrient(name: "Oxalate", unit: "mg"))
        #expect(oxalate.id == "custom_oxalate" && oxalate.displayName == "Oxalate" && oxalate.unit == "mg")
        let mine = try #require(CustomNutrient(name: " My Custom ", unit: "µg"))
        #expect(mine.id == "custom_my_custom" && mine.displayName == "My Custom" && mine.unit == "mcg")
        // Spellings of one name and unit are one nutrient; another unit is another.
        #expect(CustomNutrient(name: "my-custom", unit: "mcg") == mine)
        #expect(CustomNutrient(name: "My Custom", unit: "mg") != mine)
        #expect(CustomNutrient(name: "Category", unit: "") == nil)
        #expect(CustomNutrient(name: "--", unit: "mg") == nil)
        #expect(NutrientIdentity.custom(oxalate).group == .other)
        #expect(NutrientIdentity.known(.water) < .custom(oxalate))
    }
}
