#!/usr/bin/env python3
"""Writes sample-data/cronometer/servings.csv: a made-up week (9–15 Nov 2026) in the layout of a
Cronometer "Servings" export — 47 columns, micronutrients in µg, mcg and IU, an Oxalate column the
catalogue does not know, and blank cells where a food's record lacks a nutrient (as Cronometer writes
them for foods from sources that do not list it). The figures are invented; rerun to regenerate.
Usage: scripts/sample-cronometer.py > sample-data/cronometer/servings.csv"""
import csv
import sys

COLUMNS = [
    "Energy (kcal)", "Alcohol (g)", "Caffeine (mg)", "Oxalate (mg)", "Water (g)",
    "B1 (Thiamine) (mg)", "B2 (Riboflavin) (mg)", "B3 (Niacin) (mg)", "B5 (Pantothenic Acid) (mg)",
    "B6 (Pyridoxine) (mg)", "B12 (Cobalamin) (µg)", "Folate (µg)", "Vitamin A (µg)", "Vitamin C (mg)",
    "Vitamin D (IU)", "Vitamin E (mg)", "Vitamin K (mcg)", "Calcium (mg)", "Copper (mg)", "Iron (mg)",
    "Magnesium (mg)", "Manganese (mg)", "Phosphorus (mg)", "Potassium (mg)", "Selenium (µg)", "Sodium (mg)",
    "Zinc (mg)", "Carbs (g)", "Fiber (g)", "Sugars (g)", "Net Carbs (g)", "Fat (g)", "Cholesterol (mg)",
    "Monounsaturated (g)", "Polyunsaturated (g)", "Saturated (g)", "Trans-Fats (g)", "Omega-3 (g)",
    "Omega-6 (g)", "Protein (g)",
]
KEYS = ["kcal", "alc", "caf", "oxa", "water", "b1", "b2", "b3", "b5", "b6", "b12", "fol", "vita", "vitc", "vitd",
        "vite", "vitk", "ca", "cu", "fe", "mg", "mn", "p", "k", "se", "na", "zn", "carbs", "fiber", "sugar", "net",
        "fat", "chol", "mono", "poly", "sat", "trans", "o3", "o6", "prot"]

# Per serving; a key left out is a blank cell (the food's record does not list the nutrient).
FOODS = {
    "Oatmeal with milk": ("1.00 bowl", "Cereals", dict(
        kcal=310, alc=0, caf=0, oxa=12, water=220, b1=0.45, b2=0.42, b3=0.9, b5=1.3, b6=0.15, b12=1.1, fol=32,
        vita=140, vitc=0, vitd=100, vite=0.4, vitk=2, ca=300, cu=0.25, fe=2.6, mg=95, mn=2.1, p=380, k=480, se=14,
        na=120, zn=2.4, carbs=45, fiber=5.5, sugar=13, net=39.5, fat=8.5, chol=20, mono=2.6, poly=1.8, sat=3.4,
        trans=0, o3=0.1, o6=1.6, prot=14)),
    "Coffee with milk": ("1.00 cup", "Beverages", dict(
        kcal=35, alc=0, caf=95, water=230, b2=0.2, b3=0.5, b12=0.3, vita=30, vitd=25, ca=70, k=190, mg=12,
        na=30, p=60, carbs=3, fiber=0, sugar=3, net=3, fat=1.5, chol=5, sat=0.9, prot=2)),
    "Spinach salad with eggs": ("1.00 plate", "Vegetables", dict(
        kcal=260, alc=0, caf=0, oxa=650, water=210, b1=0.12, b2=0.55, b3=0.6, b5=1.5, b6=0.3, b12=0.9, fol=210,
        vita=520, vitc=25, vitd=80, vite=2.6, vitk=420, ca=140, cu=0.2, fe=3.4, mg=95, mn=0.9, p=230, k=620,
        se=28, na=360, zn=1.6, carbs=8, fiber=3.2, sugar=2.5, net=4.8, fat=19, chol=370, mono=8, poly=4.2,
        sat=4.6, trans=0, o3=0.3, o6=3.6, prot=15)),
    "Lentil soup": ("1.50 cup", "Soups", dict(
        kcal=340, alc=0, caf=0, water=380, b1=0.5, b2=0.2, b3=2.8, b6=0.4, fol=320, vita=180, vitc=6, vite=0.8,
        ca=60, fe=5.8, mg=80, k=780, na=840, zn=2.9, carbs=52, fiber=16, sugar=6, net=36, fat=6, chol=0, sat=0.9,
        prot=21)),
    "Salmon fillet": ("150.00 g", "Fish", dict(
        kcal=310, alc=0, caf=0, oxa=0, water=100, b1=0.35, b2=0.55, b3=12.5, b5=2.4, b6=1.2, b12=4.5, fol=40,
        vita=60, vitc=0, vitd=790, vite=5.3, vitk=0.6, ca=20, cu=0.1, fe=0.8, mg=45, mn=0.03, p=380, k=570,
        se=55, na=90, zn=0.9, carbs=0, fiber=0, sugar=0, net=0, fat=18.5, chol=95, mono=6.5, poly=6.7, sat=3.1,
        trans=0, o3=3.4, o6=0.7, prot=34)),
    "Brown rice": ("1.00 cup", "Cereals", dict(
        kcal=220, alc=0, caf=0, oxa=5, water=140, b1=0.19, b2=0.05, b3=3.0, b5=0.8, b6=0.29, b12=0, fol=8,
        vita=0, vitc=0, vitd=0, vite=0.06, vitk=0.6, ca=20, cu=0.2, fe=0.8, mg=80, mn=2.0, p=210, k=155, se=19,
        na=10, zn=1.2, carbs=46, fiber=3.5, sugar=0.7, net=42.5, fat=1.8, chol=0, mono=0.6, poly=0.6, sat=0.4,
        trans=0, o3=0.02, o6=0.6, prot=5)),
    "Apple": ("1.00 medium", "Fruits", dict(
        kcal=95, alc=0, caf=0, oxa=1, water=155, b1=0.03, b2=0.05, b3=0.2, b5=0.1, b6=0.08, b12=0, fol=5,
        vita=5, vitc=8.4, vitd=0, vite=0.3, vitk=4, ca=11, cu=0.05, fe=0.2, mg=9, mn=0.06, p=20, k=195, se=0,
        na=2, zn=0.1, carbs=25, fiber=4.4, sugar=19, net=20.6, fat=0.3, chol=0, mono=0, poly=0.1, sat=0.1,
        trans=0, o3=0.02, o6=0.08, prot=0.5)),
    "Cheese sandwich": ("1.00 sandwich", "Bakery", dict(
        kcal=430, alc=0, caf=0, water=70, b1=0.3, b2=0.35, b3=2.9, b12=0.8, fol=60, vita=230, vitc=0,
        ca=420, fe=2.5, k=180, na=890, carbs=40, fiber=2.5, sugar=5, net=37.5, fat=21, chol=55, sat=12, prot=20)),
    "Almonds": ("30.00 g", "Nuts", dict(
        kcal=175, alc=0, caf=0, oxa=140, water=1, b1=0.06, b2=0.34, b3=1.1, b5=0.14, b6=0.04, b12=0, fol=13,
        vita=0, vitc=0, vitd=0, vite=7.7, vitk=0, ca=80, cu=0.3, fe=1.1, mg=81, mn=0.7, p=145, k=220, se=1.2,
        na=0, zn=0.9, carbs=6, fiber=3.7, sugar=1.3, net=2.3, fat=15, chol=0, mono=9.4, poly=3.7, sat=1.1,
        trans=0, o3=0, o6=3.7, prot=6.4)),
    "Red wine": ("150.00 ml", "Beverages", dict(
        kcal=125, alc=15.6, caf=0, water=130, b6=0.08, ca=12, fe=0.7, mg=18, k=190, na=6, carbs=4, fiber=0,
        sugar=0.9, net=4, fat=0, chol=0, sat=0, prot=0.1)),
    "Chicken curry": ("1.00 bowl", "Meals", dict(
        kcal=520, alc=0, caf=0, water=260, b1=0.15, b2=0.3, b3=14, b6=0.9, b12=0.6, fol=35, vita=150, vitc=12,
        ca=80, fe=3.1, mg=65, k=720, na=1150, zn=3.3, se=30, carbs=22, fiber=4, sugar=8, net=18, fat=28,
        chol=120, sat=11, prot=42)),
}

DAYS = {
    "2026-11-09": [("7:45 AM", "Breakfast", "Oatmeal with milk", 1), ("7:50 AM", "Breakfast", "Coffee with milk", 1),
                   ("12:30 PM", "Lunch", "Spinach salad with eggs", 1), ("3:15 PM", "Snacks", "Apple", 1),
                   ("7:10 PM", "Dinner", "Salmon fillet", 1), ("7:10 PM", "Dinner", "Brown rice", 1)],
    "2026-11-10": [("8:00 AM", "Breakfast", "Coffee with milk", 2), ("8:05 AM", "Breakfast", "Cheese sandwich", 1),
                   ("1:00 PM", "Lunch", "Lentil soup", 1), ("4:00 PM", "Snacks", "Almonds", 1),
                   ("7:30 PM", "Dinner", "Chicken curry", 1), ("7:30 PM", "Dinner", "Brown rice", 1)],
    "2026-11-11": [("7:40 AM", "Breakfast", "Oatmeal with milk", 1), ("12:45 PM", "Lunch", "Cheese sandwich", 1),
                   ("12:45 PM", "Lunch", "Apple", 1), ("7:00 PM", "Dinner", "Salmon fillet", 1),
                   ("7:00 PM", "Dinner", "Spinach salad with eggs", 0.5), ("9:00 PM", "Snacks", "Red wine", 1)],
    "2026-11-12": [("7:50 AM", "Breakfast", "Oatmeal with milk", 1), ("7:55 AM", "Breakfast", "Coffee with milk", 1),
                   ("1:10 PM", "Lunch", "Lentil soup", 1.5), ("5:00 PM", "Snacks", "Almonds", 1),
                   ("7:45 PM", "Dinner", "Chicken curry", 1)],
    "2026-11-13": [("8:10 AM", "Breakfast", "Coffee with milk", 1), ("8:10 AM", "Breakfast", "Cheese sandwich", 1),
                   ("12:20 PM", "Lunch", "Spinach salad with eggs", 1), ("6:50 PM", "Dinner", "Salmon fillet", 1),
                   ("6:50 PM", "Dinner", "Brown rice", 1), ("8:30 PM", "Snacks", "Red wine", 2)],
    "2026-11-14": [("9:30 AM", "Breakfast", "Oatmeal with milk", 1), ("9:35 AM", "Breakfast", "Coffee with milk", 1),
                   ("2:00 PM", "Lunch", "Chicken curry", 1), ("2:00 PM", "Lunch", "Brown rice", 1),
                   ("4:30 PM", "Snacks", "Apple", 1), ("8:00 PM", "Dinner", "Lentil soup", 1)],
    "2026-11-15": [("9:00 AM", "Breakfast", "Oatmeal with milk", 1), ("12:30 PM", "Lunch", "Spinach salad with eggs", 1),
                   ("12:30 PM", "Lunch", "Almonds", 1), ("7:15 PM", "Dinner", "Salmon fillet", 1),
                   ("7:15 PM", "Dinner", "Brown rice", 1), ("7:15 PM", "Dinner", "Apple", 1)],
}


def cell(value):
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


writer = csv.writer(sys.stdout, lineterminator="\r\n")
writer.writerow(["Day", "Time", "Group", "Food Name", "Amount"] + COLUMNS + ["Category"])
for day, entries in DAYS.items():
    for time, group, name, servings in entries:
        amount, category, values = FOODS[name]
        number, unit = amount.split(" ", 1)
        written = f"{float(number) * servings:.2f} {unit}"
        row = [day, time, group, name, written]
        row += [cell(values[key] * servings) if key in values else "" for key in KEYS]
        writer.writerow(row + [category])
