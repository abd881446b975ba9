#!/usr/bin/env python3
"""Writes a synthetic Cronometer "Servings" export with 60 columns, for measuring how fast a long
Cronometer food log reads (docs/performance.md, "A 60-column Cronometer servings file").

Usage: scripts/synthetic-cronometer.py OUT_FILE [YEARS]   (default 10 years, 12 entries a day)

Deterministic (fixed seed). 5 structural columns, 54 nutrient columns (the 17, B vitamins, vitamins D in
IU, E and K, minerals, fatty acids, amino acids, water, caffeine, alcohol, two custom columns) and a
Category column; about one cell in six is blank, as foods from sources without micronutrients leave them.
"""
import datetime
import random
import sys

out = sys.argv[1]
years = int(sys.argv[2]) if len(sys.argv) > 2 else 10
rng = random.Random(20261127)
nutrients = [
    "Energy (kcal)", "Alcohol (g)", "Caffeine (mg)", "Water (g)", "B1 (Thiamine) (mg)", "B2 (Riboflavin) (mg)",
    "B3 (Niacin) (mg)", "B5 (Pantothenic Acid) (mg)", "B6 (Pyridoxine) (mg)", "B12 (Cobalamin) (µg)",
    "Biotin (mcg)", "Choline (mg)", "Folate (µg)", "Vitamin A (µg)", "Vitamin C (mg)", "Vitamin D (IU)",
    "Vitamin E (mg)", "Vitamin K (mcg)", "Calcium (mg)", "Chromium (mcg)", "Copper (mg)", "Iodine (µg)",
    "Iron (mg)", "Magnesium (mg)", "Manganese (mg)", "Molybdenum (mcg)", "Phosphorus (mg)", "Potassium (mg)",
    "Selenium (µg)", "Sodium (mg)", "Zinc (mg)", "Carbs (g)", "Fiber (g)", "Starch (g)", "Sugars (g)",
    "Added Sugars (g)", "Net Carbs (g)", "Fat (g)", "Cholesterol (mg)", "Monounsaturated (g)",
    "Polyunsaturated (g)", "Saturated (g)", "Trans-Fats (g)", "Omega-3 (g)", "Omega-6 (g)", "Protein (g)",
    "Cystine (g)", "Histidine (g)", "Isoleucine (g)", "Leucine (g)", "Lysine (g)", "Methionine (g)",
    "Oxalate (mg)", "Phytate (mg)",
]
foods = ["Oats rolled", "Coffee brewed", "Salmon baked", "Spinach raw", "Brown rice", "Apple", "Lentil soup",
         "Greek yogurt", "Almonds", "Chicken breast", "Broccoli", "Whole wheat bread", "Banana", "Eggs"]
groups = ["Breakfast", "Lunch", "Dinner", "Snacks"]
start = datetime.date(2026, 11, 15) - datetime.timedelta(days=int(365.25 * years) - 1)
with open(out, "w", newline="") as f:
    f.write(",".join(["Day", "Time", "Group", "Food Name", "Amount"] + nutrients + ["Category"]) + "\n")
    day = start
    while day <= datetime.date(2026, 11, 15):
        for i in range(12):
            hour = 7 + i
            cells = []
            for column in nutrients:
                top = 600 if column == "Energy (kcal)" else 20
                cells.append("" if rng.random() < 0.16 else "%.2f" % (rng.random() * top))
            f.write("%s,%d:%02d %s,%s,%s,%.2f g,%s,Food\n" % (
                day.isoformat(), (hour - 1) % 12 + 1, rng.randrange(60), "AM" if hour < 12 else "PM",
                groups[i % 4], rng.choice(foods), rng.random() * 200, ",".join(cells)))
        day += datetime.timedelta(days=1)
