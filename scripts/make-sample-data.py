#!/usr/bin/env python3
"""Writes NutriStats' bundled sample data: a Nutrition shortcut storage folder and activity exports
for one imaginary person ("Ana", New York) over seven weeks, Monday 2026-09-28 to Sunday 2026-11-15,
with a week in Lisbon (2026-10-12 ... 10-18) and the end of US daylight saving time (2026-11-01).

Usage:  python3 scripts/make-sample-data.py [TARGET]      (TARGET defaults to sample-data)

Deterministic: a fixed seed and the standard library only, so two runs write byte-identical files.
It writes only below TARGET. The formats follow the project's input-format reference; the odd
spellings (numbers as strings, long floats, unsorted keys, escaped quotes, offsets) are deliberate.
"""
from __future__ import annotations

import bisect
import datetime as dt
import os
import random
import sys

SEED = 20261115
FIRST_DAY = dt.date(2026, 9, 28)
LAST_DAY = dt.date(2026, 11, 15)
ALL_DAYS = [FIRST_DAY + dt.timedelta(days=i) for i in range((LAST_DAY - FIRST_DAY).days + 1)]

LISBON_FIRST, LISBON_LAST = dt.date(2026, 10, 12), dt.date(2026, 10, 18)
NOT_LOGGED = {dt.date(2026, 10, 21), dt.date(2026, 10, 22)}
LOW_LOGGING = dt.date(2026, 11, 3)
CACHE_ONLY = dt.date(2026, 11, 15)
IDS_FROM = dt.date(2026, 10, 5)  # entries before this day were logged by an app version without ids


class Dice:
    """Random choices built only on random.random(), whose sequence is fixed for a seed."""

    def __init__(self, seed: int):
        self._r = random.Random(seed)

    def real(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self._r.random()

    def int(self, lo: int, hi: int) -> int:
        return lo + min(int(self._r.random() * (hi - lo + 1)), hi - lo)

    def pick(self, seq):
        return seq[self.int(0, len(seq) - 1)]

    def chance(self, p: float) -> bool:
        return self._r.random() < p

    def shuffled(self, seq) -> list:
        items = list(seq)
        for i in range(len(items) - 1, 0, -1):
            j = self.int(0, i)
            items[i], items[j] = items[j], items[i]
        return items


# --------------------------------------------------------------------------------------------
# JSON writing with control over number spelling, key order, escaping and layout.
# --------------------------------------------------------------------------------------------

class Raw:
    """A JSON number (or other token) written exactly as given."""

    def __init__(self, text: str):
        self.text = text


def long_float(x: float) -> Raw:
    """The float spelled with 17 significant digits, as some writers do: 0.4 -> 0.40000000000000002."""
    return Raw("%.17g" % x)


def json_string(s: str, slash: bool, ascii_only: bool) -> str:
    out = ['"']
    for ch in s:
        code = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "/" and slash:
            out.append("\\/")
        elif ch == "\n":
            out.append("\\n")
        elif code < 0x20:
            out.append("\\u%04x" % code)
        elif code > 0x7E and ascii_only:
            if code > 0xFFFF:
                code -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)))
            else:
                out.append("\\u%04x" % code)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def json_number(x) -> str:
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return repr(x)


def dump(value, indent: int | None = None, slash: bool = False, ascii_only: bool = False,
         compact_from: int = 99, level: int = 0) -> str:
    """JSON text. Containers nested deeper than `compact_from` are written on one line."""
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, str):
        return json_string(value, slash, ascii_only)
    if isinstance(value, (int, float)):
        return json_number(value)
    if value is None:
        return "null"
    pretty = indent is not None and level < compact_from
    sep = ", " if indent is not None else ","
    colon = ": " if indent is not None else ":"
    if isinstance(value, dict):
        parts = [json_string(k, slash, ascii_only) + colon +
                 dump(v, indent, slash, ascii_only, compact_from, level + 1) for k, v in value.items()]
        if not parts:
            return "{}"
        if pretty:
            pad = "\n" + " " * (indent * (level + 1))
            return "{" + pad + ("," + pad).join(parts) + "\n" + " " * (indent * level) + "}"
        return "{" + sep.join(parts) + "}"
    if isinstance(value, list):
        parts = [dump(v, indent, slash, ascii_only, compact_from, level + 1) for v in value]
        if not parts:
            return "[]"
        if pretty:
            pad = "\n" + " " * (indent * (level + 1))
            return "[" + pad + ("," + pad).join(parts) + "\n" + " " * (indent * level) + "]"
        return "[" + sep.join(parts) + "]"
    raise TypeError(type(value))


def write(target: str, relative: str, text: str, newline: str = "\n", bom: bool = False) -> None:
    path = os.path.join(target, *relative.split("/"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    data = text.replace("\n", newline).encode("utf-8")
    if bom:
        data = b"\xef\xbb\xbf" + data
    with open(path, "wb") as f:
        f.write(data)


# --------------------------------------------------------------------------------------------
# Foods: per-serving amounts in the food object's units (kcal, g, mg, mcg), real-world-ish values.
# --------------------------------------------------------------------------------------------

NUTRIENT_KEYS = ["Calories", "Carbs", "Fat", "Protein", "Sugar", "Fiber", "Monounsaturated",
                 "Polyunsaturated", "Saturated", "Trans", "Sodium", "Cholesterol", "Potassium",
                 "VitC", "Calcium", "Iron", "VitA"]

# key, Name, Serving Size, (kcal, carbs, fat, protein, sugar, fiber, mono, poly, sat, trans,
#   sodium, cholesterol, potassium, vitC, calcium, iron, vitA), folders (P=Presets, R=Recents,
#   B=Barcodes), UPC/EAN stem without check digit (barcode foods only)
FOODS = [
    ("oatmeal", "Oatmeal", "1 cup cooked", (166, 28.1, 3.6, 5.9, 0.6, 4.0, 1.0, 1.4, 0.7, 0, 115, 0, 164, 0, 21, 2.1, 0), "PR", None),
    ("banana", "Banana", "1 medium (118 g)", (105, 27, 0.4, 1.3, 14.4, 3.1, 0.04, 0.09, 0.13, 0, 1, 0, 422, 10.3, 6, 0.3, 4), "PR", None),
    ("yogurt", "Fage Total 0% Greek Yogurt", "1 container (170 g)", (90, 5, 0, 18, 5, 0, 0, 0, 0, 0, 65, 10, 240, 0, 200, 0, 0), "BR", "68954408100"),
    ("blueberries", "Blueberries", "1 cup (148 g)", (84, 21.4, 0.5, 1.1, 14.7, 3.6, 0.07, 0.22, 0.04, 0, 1, 0, 114, 14.4, 9, 0.4, 4), "P", None),
    ("almonds", "Almonds", "1 oz (28 g)", (164, 6.1, 14.2, 6.0, 1.2, 3.5, 8.9, 3.5, 1.1, 0, 0, 0, 208, 0, 76, 1.0, 0), "P", None),
    ("chicken", "Chicken breast, grilled", "4 oz (112 g)", (187, 0, 4.0, 35, 0, 0, 1.4, 0.9, 1.1, 0.02, 320, 96, 288, 0, 17, 1.2, 10), "P", None),
    ("brownrice", "Brown rice", "1 cup cooked", (216, 44.8, 1.8, 5.0, 0.7, 3.5, 0.6, 0.6, 0.4, 0, 10, 0, 84, 0, 20, 0.8, 0), "P", None),
    ("whiterice", "White rice", "1 cup cooked", (205, 44.5, 0.4, 4.3, 0.1, 0.6, 0.1, 0.1, 0.1, 0, 2, 0, 55, 0, 16, 1.9, 0), "P", None),
    ("salmon", "Salmon fillet, baked", "4 oz (113 g)", (233, 0, 14, 25, 0, 0, 5.0, 5.0, 2.8, 0, 69, 71, 431, 4, 17, 0.4, 56), "PR", None),
    ("broccoli", "Broccoli, steamed", "1 cup (156 g)", (55, 11.2, 0.6, 3.7, 2.2, 5.1, 0.05, 0.25, 0.1, 0, 64, 0, 457, 101, 62, 1.0, 120), "P", None),
    ("espresso", "Espresso", "1 shot (30 ml)", (3, 0.5, 0.05, 0.04, 0, 0, 0, 0.03, 0.03, 0, 4, 0, 35, 0, 1, 0.04, 0), "PR", None),
    ("croissant", "Croissant", "1 medium (57 g)", (231, 26, 12, 4.7, 6.4, 1.5, 3.2, 0.6, 6.6, 0.3, 270, 38, 67, 0.1, 21, 1.2, 117), "R", None),
    ("nata", "Pastel de nata", "1 tart (65 g)", (215, 25, 11, 3.8, 13, 0.5, 3.5, 1.0, 6.0, 0.2, 95, 75, 80, 0, 45, 0.6, 90), "R", None),
    ("cafe", "Café com leite", "1 cup (200 ml)", (70, 6, 3.5, 3.6, 6, 0, 0.9, 0.15, 2.2, 0.1, 50, 12, 250, 0, 125, 0.1, 50), "R", None),
    ("bifana", "Bifana", "1 sandwich", (420, 42, 16, 27, 3, 2, 7, 2.5, 5, 0.1, 850, 70, 420, 1, 60, 3.0, 10), "R", None),
    ("bacalhau", "Bacalhau à Brás", "1 plate (300 g)", (520, 32, 30, 32, 2, 2.5, 15, 6, 6, 0.1, 1450, 340, 700, 8, 70, 2.5, 150), "R", None),
    ("caldo", "Caldo verde", "1 bowl (350 ml)", (180, 18, 9, 7, 2, 3.5, 5, 1, 2.3, 0, 780, 15, 560, 40, 80, 1.5, 300), "R", None),
    ("sardinhas", "Sardinhas assadas", "4 sardines", (310, 0, 17, 38, 0, 0, 5.5, 6.5, 4, 0, 900, 210, 590, 0, 380, 3.9, 50), "R", None),
    ("vinho", "Vinho verde", "1 glass (150 ml)", (110, 3.5, 0, 0.1, 1.5, 0, 0, 0, 0, 0, 7, 0, 100, 0, 12, 0.4, 0), "R", None),
    ("bagel", "Bagel with cream cheese", "1 bagel", (375, 56, 11, 13, 7, 2.3, 2.8, 1.0, 5.8, 0.2, 560, 30, 160, 0, 100, 3.8, 130), "R", None),
    ("pizza", "NY pizza slice", "1 slice", (310, 36, 12, 13, 3.8, 2.3, 3.3, 1.8, 5.2, 0.3, 690, 22, 200, 1, 220, 2.8, 80), "R", None),
    ("halal", "Chicken over rice", "1 platter", (860, 90, 36, 45, 6, 3, 12, 14, 7, 0.2, 1900, 150, 750, 6, 80, 4, 60), "R", None),
    ("turkey", "Turkey sandwich", "1 sandwich", (420, 44, 14, 30, 6, 4, 4, 4, 4.5, 0.1, 1380, 60, 450, 4, 150, 3.5, 60), "R", None),
    ("caesar", "Chicken Caesar salad", "1 bowl", (470, 16, 30, 35, 3, 3, 12, 8, 7, 0.1, 1050, 105, 600, 20, 250, 2.5, 400), "R", None),
    ("toast", "Whole wheat toast", "1 slice", (80, 14, 1.1, 4, 1.6, 2, 0.2, 0.5, 0.2, 0, 140, 0, 80, 0, 50, 0.9, 0), "P", None),
    ("pb", "Peanut butter", "2 tbsp (32 g)", (190, 7, 16, 7, 3, 2, 8, 4, 3.3, 0, 140, 0, 180, 0, 15, 0.6, 0), "P", None),
    ("eggs", "Scrambled eggs", "2 large eggs", (200, 2, 15, 13, 1.5, 0, 5.8, 2.4, 5.5, 0.1, 340, 380, 140, 0, 60, 1.6, 200), "P", None),
    ("friedegg", "Fried egg", "1 large", (90.16, 0.38, 6.83, 6.26, 0.2, 0, 2.8, 1.5, 2.0, 0.03, 95, 184, 69, 0, 28, 0.9, 75), "P", None),
    ("avotoast", "Avocado toast", "1 slice", (260, 25, 15, 6, 2, 7, 9.5, 2, 2.2, 0, 380, 0, 500, 9, 40, 1.6, 10), "P", None),
    ("apple", "Apple", "1 medium (182 g)", (95, 25, 0.3, 0.5, 19, 4.4, 0.01, 0.09, 0.05, 0, 2, 0, 195, 8.4, 11, 0.2, 5), "P", None),
    ("latte", "Latte, oat milk (grande)", "16 fl oz", (220, 30, 9, 3.5, 17, 2, 5, 2.5, 1, 0, 170, 0, 420, 0, 350, 0.5, 180), "PR", None),
    ("coldbrew", "Cold brew", "16 fl oz", (5, 0, 0, 0.3, 0, 0, 0, 0, 0, 0, 15, 0, 240, 0, 5, 0.1, 0), "P", None),
    ("choc", "Dark chocolate 70%", "1 oz (28 g)", (170, 13, 12, 2.2, 7, 3.1, 3.6, 0.4, 7, 0, 6, 1, 200, 0, 20, 3.4, 1), "B", "761040002871"),
    ("hummus", "Hummus", "1/4 cup (60 g)", (100, 8.6, 5.8, 4.7, 0.2, 3.6, 2.5, 2.2, 0.8, 0, 230, 0, 140, 0, 23, 1.4, 1), "P", None),
    ("carrots", "Baby carrots", "3 oz (85 g)", (30, 7, 0.1, 0.5, 4, 2.5, 0, 0.05, 0.02, 0, 66, 0, 200, 2.2, 27, 0.8, 590), "P", None),
    ("wine", "Red wine", "1 glass (5 fl oz)", (125, 3.8, 0, 0.1, 0.9, 0, 0, 0, 0, 0, 6, 0, 187, 0, 12, 0.7, 0), "R", None),
    ("ipa", "IPA beer", "1 bottle (12 fl oz)", (200, 15, 0, 2.5, 0, 0, 0, 0, 0, 0, 15, 0, 120, 0, 20, 0.1, 0), "R", None),
    ("pasta", "Pasta bolognese", "1 plate", (620, 72, 22, 32, 10, 6, 9, 2, 8, 0.5, 980, 75, 850, 14, 90, 5, 80), "R", None),
    ("tacos", "Tacos al pastor", "3 tacos", (530, 48, 24, 30, 6, 6, 10, 4, 8, 0.2, 1150, 80, 520, 15, 120, 3, 40), "R", None),
    ("poppers", "Jalapeño poppers", "6 pieces", (420, 30, 28, 11, 3, 2, 9, 6, 11, 0.5, 1020, 45, 180, 25, 180, 1.8, 150), "R", None),
    ("brulee", "Crème brûlée", "1 ramekin", (340, 28, 23, 5, 27, 0, 6.5, 1, 13.5, 0.5, 45, 230, 120, 0, 90, 0.5, 280), "R", None),
    ("sushi", "寿司 (sushi)", "8 pieces", (375, 60, 7, 18, 9, 2, 2.5, 2.2, 1.4, 0, 1100, 30, 350, 3, 30, 1.5, 60), "R", None),
    ("miso", "Miso soup", "1 cup", (40, 5, 1.3, 2.6, 1.5, 1, 0.3, 0.6, 0.2, 0, 900, 0, 150, 0, 50, 0.8, 2), "R", None),
    ("mac", 'Mac & Cheese <Deluxe> "Family"', "1 cup prepared", (330, 46, 11, 13, 5, 1, 2.5, 1, 6, 0, 870, 30, 190, 0, 150, 2.1, 100), "B", "02100006570"),
    ("muesli", "Müsli", "1/2 cup (55 g)", (200, 38, 3, 6, 12, 5, 1.2, 1.0, 0.5, 0, 90, 0, 280, 0.5, 40, 2.0, 0), "B", "400063813339"),
    ("milk", "Milk 2%", "1 cup", (122, 12, 4.8, 8.1, 12, 0, 1.4, 0.2, 3.1, 0.1, 115, 20, 390, 0, 293, 0.1, 134), "P", None),
    ("oj", "Orange juice", "8 fl oz", (112, 26, 0.5, 1.7, 21, 0.5, 0.1, 0.1, 0.06, 0, 2, 0, 496, 124, 27, 0.5, 25), "R", None),
    ("cheddar", "Cheddar cheese", "1 oz (28 g)", (114, 0.4, 9.4, 7, 0.1, 0, 2.6, 0.3, 5.3, 0.3, 176, 28, 21, 0, 202, 0.2, 75), "R", None),
    ("granola", "Granola bar, oats 'n honey", "2 bars (42 g)", (190, 29, 7, 4, 11, 2, 2.5, 2.5, 1, 0, 180, 0, 115, 0, 20, 1.1, 0), "B", "01600027527"),
    ("chips", "Potato chips", "1 oz (28 g)", (160, 15, 10, 2, 0.1, 1, 5.5, 2.5, 1.5, 0, 170, 0, 350, 5, 10, 0.4, 0), "B", "02840000504"),
    ("ramen", "Tonkotsu ramen", "1 bowl", (830, 85, 38, 35, 5, 4, 16, 5, 13, 0.3, 2600, 120, 600, 3, 80, 3, 60), "R", None),
    ("spinach", "Spinach salad", "1 bowl", (180, 9, 15, 3.5, 4, 3, 10, 2, 2.2, 0, 320, 0, 560, 22, 100, 2.7, 470), "R", None),
    ("burrito", "Burrito bowl, chicken", "1 bowl", (650, 70, 21, 45, 5, 14, 8, 4, 7, 0.3, 1850, 125, 1050, 30, 200, 5, 150), "R", None),
    ("shake", "Whey protein shake", "1 scoop (31 g)", (120, 3, 1.5, 24, 2, 0, 0.4, 0.1, 0.8, 0, 130, 40, 160, 0, 120, 0.5, 0), "B", "74892712004"),
    ("clementine", "Clementine", "1 fruit", (35, 9, 0.1, 0.6, 6.8, 1.3, 0.02, 0.02, 0.01, 0, 1, 0, 131, 36, 22, 0.1, 1), "P", None),
    ("oatmilk", "Oat milk", "1 cup (240 ml)", (120, 16, 5, 3, 7, 2, 3, 1.5, 0.5, 0, 100, 0, 390, 0, 350, 0.3, 180), "B", "739437661602"),
    ("lentil", "Lentil soup", "1 bowl", (230, 36, 3.5, 14, 4, 12, 1.5, 1, 0.5, 0, 780, 0, 640, 6, 55, 4.5, 250), "R", None),
    ("steak", "Sirloin steak", "6 oz (170 g)", (330, 0, 15, 48, 0, 0, 6.3, 0.6, 6, 0.8, 110, 150, 700, 0, 40, 3.4, 0), "R", None),
    ("potatoes", "Roasted potatoes", "1 cup", (180, 27, 7, 3, 1.3, 3, 5, 0.8, 1, 0, 350, 0, 630, 15, 15, 1.1, 3), "R", None),
]

# Names these foods had before the user renamed them; entries logged by the old app version use
# the old name and no id, so they no longer match any food object.
OLD_NAMES = {"chicken": "Chicken breast", "latte": "Oat latte"}

# Per-serving amounts spelled as strings (key -> nutrient keys), as some writers do.
AS_STRING = {"bifana": ["Sodium"], "muesli": ["Fiber", "Iron"], "pasta": ["Calories"],
             "sardinhas": ["Calcium"], "hummus": ["Fat"], "caesar": ["Protein", "Sodium"]}
# Per-serving amounts spelled as 17-digit floats.
AS_LONG = {"friedegg": ["Calories", "Fat", "Protein"], "oatmeal": ["Fat", "Carbs"], "broccoli": ["Carbs"],
           "banana": ["Sugar"], "cafe": ["Polyunsaturated"], "milk": ["Protein"], "blueberries": ["Carbs"]}
# Food objects written with \\u escapes for non-ASCII characters (the other files hold raw UTF-8).
ASCII_ESCAPED = {"brulee", "sushi"}
# Food objects written pretty-printed (the rest are on one line, as the shortcut writes them).
PRETTY = {"nata", "mac", "steak"}
# Foods whose object has no Barcode key at all (older objects); other non-barcode foods have "".
NO_BARCODE_KEY = {"oatmeal", "almonds", "espresso", "toast", "apple", "clementine", "wine", "ipa"}


def check_digit(stem: str) -> str:
    """GS1 check digit for a UPC-A (11-digit stem) or EAN-13 (12-digit stem)."""
    total = 0
    for i, ch in enumerate(reversed(stem)):
        total += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - total % 10) % 10)


class Food:
    def __init__(self, key, name, serving, values, folders, stem, food_id):
        self.key, self.name, self.serving, self.folders = key, name, serving, folders
        self.values = dict(zip(NUTRIENT_KEYS, values))
        self.barcode = stem + check_digit(stem) if stem else None
        self.id = food_id

    @property
    def kcal(self) -> float:
        return float(self.values["Calories"])

    def spelled(self, key):
        v = self.values[key]
        if key in AS_STRING.get(self.key, []):
            return json_number(v)
        if key in AS_LONG.get(self.key, []):
            return long_float(float(v))
        return v

    def object(self, d: Dice, servings=None) -> dict:
        fields = [("Name", self.name), ("Serving Size", self.serving)]
        if self.barcode:
            fields.append(("Barcode", self.barcode))
        elif self.key not in NO_BARCODE_KEY:
            fields.append(("Barcode", ""))
        fields += [(k, self.spelled(k)) for k in NUTRIENT_KEYS]
        fields.append(("id", self.id))
        if servings is not None:
            fields.append(("Servings", servings))
        if d.chance(0.4):
            fields = d.shuffled(fields)
        return dict(fields)


def make_foods(d: Dice) -> dict[str, Food]:
    ids = d.shuffled(range(3, 300))[: len(FOODS)]
    return {row[0]: Food(*row, ids[i]) for i, row in enumerate(FOODS)}


# --------------------------------------------------------------------------------------------
# The food log.
# --------------------------------------------------------------------------------------------

def near_tie(x: float) -> bool:
    """Whether rounding x to whole kcal depends on the rounding rule or on float error."""
    frac = x - int(x)
    return abs(frac - 0.5) < 0.01


class Item:
    """One logged food: either a food object (food) or a quick-add name with kcal only."""

    meals = 0

    def __init__(self, time: str, food: Food | None, servings: float, name: str | None = None,
                 cals: int | None = None, food_id=None, meal: int | None = None):
        if meal is None:
            Item.meals += 1
            meal = Item.meals
        self.meal = meal
        self.time, self.food, self.servings = time, food, servings
        self.name = name if name is not None else food.name
        self.cals = cals if cals is not None else round(food.kcal * servings)
        self.id = food_id


# Meal options: lists of (food key, servings choices).
BREAKFASTS = [
    [("oatmeal", [1, 1.5, 1.2]), ("banana", [1, 0.5, 0.7]), ("espresso", [1, 2])],
    [("yogurt", [1]), ("blueberries", [0.5, 1, 0.7]), ("muesli", [0.5, 0.75, 0.4]), ("coldbrew", [1])],
    [("bagel", [1]), ("latte", [1])],
    [("eggs", [1]), ("toast", [2, 1]), ("oj", [1, 0.75])],
    [("avotoast", [1, 2]), ("latte", [1])],
    [("friedegg", [2, 1]), ("toast", [1, 2]), ("espresso", [1, 2])],
]
MORNING_SNACKS = [[("apple", [1])], [("almonds", [1, 0.75, 0.6])], [("clementine", [2, 1])],
                  [("granola", [1, 0.5])], [("banana", [1])], [("latte", [1])]]
LUNCHES = [
    [("turkey", [1]), ("chips", [1])],
    [("halal", [1, 0.75])],
    [("caesar", [1])],
    [("burrito", [1])],
    [("sushi", [1]), ("miso", [1])],
    [("lentil", [1]), ("toast", [2])],
    [("pizza", [2, 1])],
    [("chicken", [1]), ("brownrice", [0.75, 1, 0.6]), ("broccoli", [1, 0.7])],
]
AFTERNOON_SNACKS = [[("hummus", [1]), ("carrots", [1])], [("choc", [0.5, 1, 0.3])], [("shake", [1])],
                    [("granola", [1])], [("latte", [1])], [("almonds", [1, 0.5, 0.4])], [("espresso", [1])],
                    [("apple", [1]), ("pb", [0.5, 1])]]
DINNERS = [
    [("chicken", [1, 1.5]), ("brownrice", [1, 0.75]), ("broccoli", [1, 1.5, 0.7])],
    [("salmon", [1]), ("whiterice", [1, 0.75, 0.6]), ("broccoli", [1, 1.2])],
    [("pasta", [1]), ("wine", [1])],
    [("tacos", [1]), ("ipa", [1])],
    [("ramen", [1])],
    [("steak", [1]), ("potatoes", [1]), ("spinach", [1])],
    [("mac", [1, 1.5]), ("broccoli", [1])],
    [("sushi", [1.5, 1]), ("miso", [1])],
    [("salmon", [1]), ("brownrice", [1, 0.7]), ("spinach", [1])],
]
EVENINGS = [[("choc", [0.5, 1, 0.3])], [("cheddar", [1, 1.1])], [("apple", [1]), ("pb", [0.5])], [("milk", [1])],
            [("wine", [1])], [("clementine", [2])], [("oatmilk", [1])]]
BRUNCHES = [
    [("eggs", [1]), ("toast", [2]), ("latte", [1]), ("oj", [1])],
    [("bagel", [1]), ("latte", [1]), ("blueberries", [1, 0.7])],
    [("avotoast", [2]), ("friedegg", [2]), ("latte", [1])],
    [("croissant", [2, 1]), ("latte", [1]), ("blueberries", [1, 0.5])],
]
WEEKEND_AFTERNOONS = [[("poppers", [1]), ("ipa", [2, 1])], [("choc", [1])], [("hummus", [1]), ("carrots", [1]), ("chips", [1])],
                      [("pizza", [1])], [("latte", [1]), ("croissant", [1])]]
WEEKEND_DINNERS = [
    [("pasta", [1]), ("wine", [2]), ("brulee", [1])],
    [("steak", [1]), ("potatoes", [1]), ("wine", [2])],
    [("sushi", [1.5]), ("miso", [1]), ("ipa", [1])],
    [("tacos", [1]), ("ipa", [2])],
    [("salmon", [1]), ("potatoes", [1]), ("spinach", [1]), ("wine", [1])],
]
LISBON_BREAKFASTS = [[("nata", [1, 2]), ("cafe", [1])], [("croissant", [1]), ("cafe", [1]), ("banana", [1])],
                     [("nata", [1]), ("cafe", [1]), ("oj", [1])]]
LISBON_LUNCHES = [[("bifana", [1]), ("vinho", [1])], [("caldo", [1]), ("bifana", [1])],
                  [("sardinhas", [1]), ("potatoes", [1]), ("vinho", [1])], [("caldo", [1]), ("sardinhas", [1])]]
LISBON_SNACKS = [[("espresso", [1]), ("nata", [1])], [("espresso", [1])], [("cafe", [1]), ("nata", [1])]]
LISBON_DINNERS = [[("bacalhau", [1]), ("vinho", [2])], [("sardinhas", [1]), ("potatoes", [1]), ("caldo", [1]), ("vinho", [1])],
                  [("bacalhau", [1]), ("caldo", [1]), ("vinho", [2])], [("caldo", [1]), ("bacalhau", [1]), ("nata", [1])]]


def hhmm(minutes: int) -> str:
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def at(text: str) -> int:
    h, m = text.split(":")
    return int(h) * 60 + int(m)


class DayPlanner:
    def __init__(self, d: Dice, foods: dict[str, Food]):
        self.d, self.foods = d, foods

    def meal(self, items, time: str, day: dt.date, spread: bool = False) -> list[Item]:
        out = []
        Item.meals += 1
        meal = Item.meals
        minute = at(time)
        for i, (key, choices) in enumerate(items):
            food = self.foods[key]
            servings = None
            options = self.d.shuffled(choices)
            if self.d.chance(0.08):  # a little more or less than usual
                options = [s * self.d.pick([0.9, 1.1, 1.2, 0.8]) for s in options]
            for s in options + [1, 2]:
                if not near_tie(food.kcal * s):
                    servings = s
                    break
            t = minute
            # A coffee or drink is sometimes logged a minute or two after the rest of the meal.
            if spread and i == len(items) - 1 and len(items) > 1 and self.d.chance(0.3):
                t = minute + self.d.int(1, 3)
            name = food.name
            food_id = food.id
            if day < IDS_FROM:
                food_id = None
                name = OLD_NAMES.get(key, food.name)
            out.append(Item(hhmm(t), food, servings, name=name, food_id=food_id, meal=meal))
        return out

    def quick(self, time: str, name: str, servings: float, cals: int, food_id=None) -> Item:
        return Item(time, None, servings, name=name, cals=cals, food_id=food_id)

    def around(self, start: str, end: str) -> str:
        return hhmm(self.d.int(at(start), at(end)))

    def weekday(self, day: dt.date) -> list[Item]:
        d = self.d
        items = self.meal(d.pick(BREAKFASTS), self.around("07:25", "08:45"), day, spread=True)
        if d.chance(0.55):
            items += self.meal(d.pick(MORNING_SNACKS), self.around("10:00", "11:15"), day)
        items += self.meal(d.pick(LUNCHES), self.around("12:00", "13:40"), day, spread=True)
        if d.chance(0.75):
            items += self.meal(d.pick(AFTERNOON_SNACKS), self.around("15:00", "16:40"), day)
        items += self.meal(d.pick(DINNERS), self.around("18:45", "20:30"), day, spread=True)
        if d.chance(0.5):
            items += self.meal(d.pick(EVENINGS), self.around("21:00", "22:40"), day)
        return items

    def weekend(self, day: dt.date) -> list[Item]:
        d = self.d
        items = self.meal(d.pick(BRUNCHES), self.around("10:15", "11:40"), day, spread=True)
        items += self.meal(d.pick(WEEKEND_AFTERNOONS), self.around("14:30", "17:00"), day)
        if d.chance(0.5):
            items += self.meal(d.pick(AFTERNOON_SNACKS), self.around("12:30", "13:50"), day)
        items += self.meal(d.pick(WEEKEND_DINNERS), self.around("19:00", "21:00"), day, spread=True)
        if d.chance(0.6):
            items += self.meal(d.pick(EVENINGS), self.around("21:45", "23:30"), day)
        return items

    def lisbon(self, day: dt.date) -> list[Item]:
        d = self.d
        items = self.meal(d.pick(LISBON_BREAKFASTS), self.around("08:20", "09:30"), day, spread=True)
        if d.chance(0.7):
            items += self.meal(d.pick(LISBON_SNACKS), self.around("10:45", "11:45"), day)
        items += self.meal(d.pick(LISBON_LUNCHES), self.around("13:00", "14:20"), day, spread=True)
        if d.chance(0.6):
            items += self.meal(d.pick(LISBON_SNACKS), self.around("16:30", "17:50"), day)
        items += self.meal(d.pick(LISBON_DINNERS), self.around("20:15", "21:40"), day, spread=True)
        return items

    def special(self, day: dt.date) -> list[Item]:
        """Fixed extras on particular days (quick adds, trips, parties)."""
        m = self.meal
        if day == dt.date(2026, 10, 8):
            return [self.quick("15:30", "Office birthday cake", 1, 380)]
        if day == dt.date(2026, 10, 24):
            return [self.quick("13:05", "Street hot dog", 1, 290)]
        if day == dt.date(2026, 10, 27):
            return [Item("15:40", self.foods["clementine"], 2, food_id=404)]  # id of a deleted food; name still matches
        if day == dt.date(2026, 10, 31):
            return (m([("poppers", [1]), ("ipa", [2])], "21:10", day)
                    + [self.quick("22:35", "Halloween candy (fun size)", 4, 320)])
        if day == dt.date(2026, 11, 1):
            return [self.quick("01:15", "Bodega egg & cheese", 1, 450)]
        if day == dt.date(2026, 11, 8):
            return [self.quick("18:40", "Mom’s lasagna", 1.5, 780),
                    Item("20:15", None, 1, name="Grandma’s apple pie", cals=410, food_id=405)]
        if day == dt.date(2026, 11, 14):
            return m([("choc", [1])], "22:10", day) + m([("milk", [1])], "22:40", day)
        return []

    def day(self, day: dt.date) -> list[Item]:
        d, m = self.d, self.meal
        if day in NOT_LOGGED:
            return []
        if day == LOW_LOGGING:
            return m([("bagel", [1]), ("latte", [1])], "08:10", day) + m([("apple", [1])], "15:05", day)
        if day == dt.date(2026, 10, 11):  # flying out in the evening
            return (m(d.pick(BRUNCHES), "10:40", day, spread=True)
                    + m([("hummus", [1]), ("carrots", [1])], "15:20", day)
                    + m([("turkey", [1]), ("ipa", [1])], "18:35", day)
                    + [self.quick("21:50", "In-flight dinner (chicken)", 1, 540),
                       self.quick("22:05", "Pretzels (in-flight)", 1, 110)])
        if day == dt.date(2026, 10, 12):  # landed at 07:00 in Lisbon
            return (m([("nata", [2]), ("cafe", [1])], "08:45", day)
                    + m([("bifana", [1]), ("vinho", [1])], "13:30", day)
                    + m([("espresso", [2])], "16:10", day)
                    + m(d.pick(LISBON_DINNERS), "20:40", day, spread=True))
        if day == LISBON_LAST:  # phone on Lisbon time until landing at 14:00 New York time
            return (m([("nata", [2]), ("cafe", [1])], "08:15", day)
                    + [self.quick("13:30", "Airline meal (chicken pasta)", 1, 620)]
                    + m([("pizza", [2])], "19:30", day)
                    + m([("clementine", [2])], "21:15", day))
        if LISBON_FIRST < day < LISBON_LAST:
            return self.lisbon(day)
        if day.weekday() >= 5:
            return self.weekend(day)
        return self.weekday(day)


# kcal the backlog adds to a day (see build_storage), counted when planning the day's meals.
BACKLOG_KCAL = {dt.date(2026, 10, 27): 170, dt.date(2026, 11, 12): 230, dt.date(2026, 11, 14): 480,
                dt.date(2026, 11, 15): 70}


def total(items: list[Item]) -> int:
    return sum(i.cals for i in items)


def plan_food_log(d: Dice, foods: dict[str, Food]) -> dict[dt.date, list[Item]]:
    planner = DayPlanner(d, foods)
    log = {}
    for day in ALL_DAYS:
        fixed = day in NOT_LOGGED or day == LOW_LOGGING or day in (dt.date(2026, 10, 11), dt.date(2026, 10, 12), LISBON_LAST)
        lo, hi = (2150, 2600) if day.weekday() >= 5 else (1750, 2350)
        if LISBON_FIRST <= day <= LISBON_LAST:
            lo, hi = 1950, 2600
        for _ in range(500):
            items = planner.day(day) + planner.special(day)
            if fixed or (lo <= total(items) + BACKLOG_KCAL.get(day, 0) <= hi and 8 <= len(items) <= 18):
                break
        else:
            raise SystemExit(f"could not plan {day} within {lo}..{hi} kcal")
        # Separate meals never share a minute; a clash moves the later item on.
        owner: dict[str, int] = {}
        for item in items:
            while owner.get(item.time, item.meal) != item.meal:
                item.time = hhmm(at(item.time) + 1)
            owner[item.time] = item.meal
        log[day] = items
    return log


def entry_object(item: Item, d: Dice) -> dict:
    servings = item.servings
    if isinstance(servings, float) and servings == int(servings):
        servings = int(servings)
    if isinstance(servings, float) and ("%.17g" % servings) != repr(servings) and d.chance(0.6):
        servings = long_float(servings)
    elif isinstance(servings, int) and d.chance(0.04):
        servings = str(servings)
    cals = str(item.cals) if d.chance(0.03) else item.cals
    fields = [("food", item.name), ("cals", cals), ("servings", servings)]
    if item.id is not None:
        fields.append(("id", str(item.id) if d.chance(0.02) else item.id))
    if d.chance(0.15):
        fields = d.shuffled(fields)
    return dict(fields)


def build_storage(d: Dice, foods: dict[str, Food], log: dict[dt.date, list[Item]]):
    """History, cache and backlog documents."""
    history: dict[str, dict] = {}
    cache: list[dict] = []
    dates = [day for day in ALL_DAYS if log[day] and day != CACHE_ONLY]
    # Date keys are mostly in order, but two stretches were written newest first.
    order = []
    i = 0
    while i < len(dates):
        if dates[i] in (dt.date(2026, 10, 19), dt.date(2026, 11, 2)):
            block = [x for x in dates[i:i + 7]]
            order += list(reversed(block))
            i += len(block)
        else:
            order.append(dates[i])
            i += 1
    for day in order:
        by_time: dict[str, list[Item]] = {}
        for item in sorted(log[day], key=lambda x: at(x.time)):
            by_time.setdefault(item.time, []).append(item)
        times = list(by_time)
        if d.chance(0.25):
            times = d.shuffled(times)
        day_obj = {}
        for t in times:
            group = [entry_object(item, d) for item in by_time[t]]
            day_obj[t] = group[0] if len(group) == 1 else group
        history[day.isoformat()] = day_obj

    def cache_row(day, item):
        fields = [("date", day.isoformat()), ("time", item.time), ("food", item.name), ("servings", item.servings)]
        if item.id is not None:
            fields.append(("id", item.id))
        fields.append(("cals", item.cals))
        return dict(fields)

    # Entries also in history (already merged, not yet removed from the cache): 11-13 dinner, 11-14 brunch.
    duplicates = []
    for day, lo, hi in ((dt.date(2026, 11, 13), "18:00", "21:00"), (dt.date(2026, 11, 14), "10:00", "12:00")):
        for item in sorted(log[day], key=lambda x: at(x.time)):
            if at(lo) <= at(item.time) <= at(hi):
                duplicates.append((day, item))
    assert len(duplicates) >= 4, duplicates
    # Pending entries: the last evening of 11-14 and all of 11-15.
    pending = [(dt.date(2026, 11, 14), item) for item in log[dt.date(2026, 11, 14)] if at(item.time) >= at("22:00")]
    pending += [(CACHE_ONLY, item) for item in sorted(log[CACHE_ONLY], key=lambda x: at(x.time))]
    for day, item in pending:
        history_day = history.get(day.isoformat())
        if history_day is not None:
            history_day.pop(item.time, None)
    for day, item in duplicates + pending:
        cache.append(cache_row(day, item))

    # Backlog: foods queued with their whole object.
    backlog = [
        ("Oct 27, 2026 at 16:45", foods["choc"], 1),
        ("Nov 12, 2026 at 13:20", foods["lentil"], 1),
        ("Nov 14, 2026 at 7:05\u202fPM", None, 2),
        ("Nov 15, 2026 at 10:30", foods["clementine"], 2),
    ]
    backlog_doc = []
    for date_text, food, servings in backlog:
        if food is None:  # a food object that exists nowhere else
            donut = Food("donut", "Apple cider donut", "1 donut",
                         (240, 31, 12, 3, 15, 1, 5, 1.5, 5.5, 0.2, 210, 25, 70, 0.5, 30, 1.2, 20), "", None, 777)
            obj = donut.object(d, servings)
        else:
            obj = food.object(d, servings)
        backlog_doc.append({"Date": date_text, "Food": obj})
    return history, {"cache": cache}, {"backlog": backlog_doc}, len(duplicates)


def write_storage(target: str, d: Dice, foods: dict[str, Food], log) -> None:
    history, cache, backlog, _ = build_storage(d, foods, log)
    base = "Storage/"
    write(target, base + "History/foodHistory.json", dump(history, indent=2, compact_from=2) + "\n")
    write(target, base + "History/foodHistoryCache.json", dump(cache, indent=1, compact_from=2) + "\n")
    write(target, base + "Other/backlog.json", dump(backlog, slash=True))
    barcode_cache = {}
    for food in foods.values():
        for folder, name in (("P", "Presets"), ("R", "Recents"), ("B", "Barcodes")):
            if folder not in food.folders:
                continue
            obj = food.object(d)
            if food.key in PRETTY:
                text = dump(obj, indent=2, slash=True, ascii_only=food.key in ASCII_ESCAPED) + "\n"
            else:
                text = dump(obj, slash=True, ascii_only=food.key in ASCII_ESCAPED)
            write(target, f"{base}{name}/Foods/food_{food.id}.json", text)
        if food.barcode:
            barcode_cache[food.barcode] = str(food.id) if food.key == "muesli" else food.id
    ordered = dict((k, barcode_cache[k]) for k in d.shuffled(list(barcode_cache)))
    write(target, base + "Barcodes/barcodeCache.json", dump(ordered))


# --------------------------------------------------------------------------------------------
# Activity: samples at absolute instants, written with the offset of the zone the phone was in.
# --------------------------------------------------------------------------------------------

UTC = dt.timezone.utc
TO_LISBON = dt.datetime(2026, 10, 12, 6, 0, tzinfo=UTC)   # landed 07:00 WEST; the phone switched zone
TO_NEW_YORK = dt.datetime(2026, 10, 18, 18, 0, tzinfo=UTC)  # landed 14:00 EDT
DST_END = dt.datetime(2026, 11, 1, 6, 0, tzinfo=UTC)      # 02:00 EDT -> 01:00 EST
SPAN_START = dt.datetime(2026, 9, 28, 4, 0, tzinfo=UTC)   # 2026-09-28 00:00 EDT
SPAN_END = dt.datetime(2026, 11, 16, 5, 0, tzinfo=UTC)    # 2026-11-16 00:00 EST


def offset_minutes(t: dt.datetime) -> int:
    if TO_LISBON <= t < TO_NEW_YORK:
        return 60
    return -240 if t < DST_END else -300


def local_of(t: dt.datetime) -> dt.datetime:
    return (t + dt.timedelta(minutes=offset_minutes(t))).replace(tzinfo=None)


def stamp(t: dt.datetime) -> str:
    off = offset_minutes(t)
    sign = "-" if off < 0 else "+"
    h, m = divmod(abs(off), 60)
    return local_of(t).strftime("%Y-%m-%d %H:%M:%S") + f" {sign}{h:02d}{m:02d}"


def ny_offset(day: dt.date) -> int:
    return -240 if day < dt.date(2026, 11, 1) else -300


def instant(day: dt.date, text: str, offset: int, jitter: int = 0) -> dt.datetime:
    parts = [int(p) for p in text.split(":")] + [0]
    naive = dt.datetime(day.year, day.month, day.day, parts[0], parts[1], parts[2], tzinfo=UTC)
    return naive - dt.timedelta(minutes=offset) + dt.timedelta(seconds=jitter)


class Segment:
    """A stretch of movement; `devices` is 'both', 'watch' or 'phone'."""

    def __init__(self, start, end, kind, devices, rate):
        self.start, self.end, self.kind, self.devices, self.rate = start, end, kind, devices, rate


WALK, RUN, BURST = "walk", "run", "burst"


class ActivityPlanner:
    def __init__(self, d: Dice):
        self.d = d
        self.segments: list[Segment] = []
        self.watch_off: list[tuple[dt.datetime, dt.datetime]] = []

    def t(self, day, text, off):
        return instant(day, text, off, self.d.int(0, 59))

    def walk(self, start, minutes_lo, minutes_hi, devices="both", kind=WALK, rate=None):
        seconds = self.d.int(minutes_lo * 60, minutes_hi * 60)
        if rate is None:
            rate = self.d.real(1.65, 1.95) if kind == WALK else self.d.real(2.6, 2.8)
        self.segments.append(Segment(start, start + dt.timedelta(seconds=seconds), kind, devices, rate))
        return start + dt.timedelta(seconds=seconds)

    def walks(self, start, count, lo, hi, pause_lo, pause_hi, rate_lo=1.55, rate_hi=1.8):
        t = start
        for _ in range(count):
            t = self.walk(t, lo, hi, rate=self.d.real(rate_lo, rate_hi))
            t += dt.timedelta(minutes=self.d.int(pause_lo, pause_hi), seconds=self.d.int(0, 59))
        return t

    def bursts(self, start, end, every_lo, every_hi, devices="watch"):
        t = start
        while True:
            t += dt.timedelta(minutes=self.d.int(every_lo, every_hi), seconds=self.d.int(0, 59))
            seconds = self.d.int(50, 220)
            if t + dt.timedelta(seconds=seconds) >= end:
                break
            self.segments.append(Segment(t, t + dt.timedelta(seconds=seconds), BURST, devices, self.d.real(0.35, 1.1)))

    def off(self, start, end):
        self.watch_off.append((start, end))

    # Day templates ---------------------------------------------------------------------------
    def weekday(self, day, off):
        self.off(self.t(day, "06:35", off), self.t(day, "07:20", off))
        self.bursts(instant(day, "06:40", off), instant(day, "07:14", off), 8, 14, devices="phone")
        self.walk(self.t(day, f"08:0{self.d.int(2, 9)}", off), 18, 24)
        if self.d.chance(0.7):
            self.walk(self.t(day, f"12:{self.d.int(10, 25)}", off), 12, 22)
        self.walk(self.t(day, f"17:{self.d.int(40, 55)}", off), 18, 24)
        if day.weekday() in (1, 3):
            self.walk(self.t(day, f"18:{self.d.int(42, 50)}", off), 25, 35, devices="watch", kind=RUN)
        elif day.weekday() in (0, 2, 4) and self.d.chance(0.4):
            self.walk(self.t(day, f"20:{self.d.int(10, 20)}", off), 20, 30)
        self.bursts(instant(day, "07:25", off), instant(day, "22:50", off), 18, 45)

    def weekend(self, day, off, evening_out=None):
        self.off(self.t(day, "08:30", off), self.t(day, "09:15", off))
        self.bursts(instant(day, "08:33", off), instant(day, "09:10", off), 9, 15, devices="phone")
        if day.weekday() == 5:
            self.walk(self.t(day, f"09:{self.d.int(25, 35)}", off), 30, 40, devices="watch", kind=RUN)
        self.walks(self.t(day, f"11:{self.d.int(0, 15):02d}", off), 2, 20, 30, 5, 15)
        self.walks(self.t(day, f"15:{self.d.int(0, 20):02d}", off), 2, 8, 15, 8, 20)
        if evening_out is None:
            evening_out = day.weekday() == 5
        if evening_out:
            self.walk(self.t(day, f"19:{self.d.int(15, 30)}", off), 15, 20)
            self.walk(self.t(day, f"23:0{self.d.int(0, 9)}", off), 15, 20)
        self.bursts(instant(day, "09:20", off), instant(day, "23:40", off), 20, 50)

    def lisbon(self, day, off=60, watch_dies=False):
        self.off(self.t(day, "07:30", off), self.t(day, "08:10", off))
        self.bursts(instant(day, "07:32", off), instant(day, "08:06", off), 8, 14, devices="phone")
        self.walks(self.t(day, f"09:{self.d.int(20, 40)}", off), 3, 20, 35, 10, 25)
        self.walks(self.t(day, f"14:{self.d.int(30, 50)}", off), 3, 20, 35, 15, 30)
        self.walk(self.t(day, f"19:{self.d.int(40, 50)}", off), 15, 25, rate=self.d.real(1.5, 1.7))
        self.walk(self.t(day, f"22:{self.d.int(30, 45)}", off), 15, 20, rate=self.d.real(1.5, 1.7))
        if watch_dies:
            # The watch ran flat at 15:00 and stayed on the charger until the next morning.
            self.off(instant(day, "15:00", off), instant(day + dt.timedelta(days=1), "07:30", off))
            self.bursts(instant(day, "07:30", off), instant(day, "15:00", off), 25, 50)
            self.bursts(instant(day, "15:00", off), instant(day, "23:30", off), 25, 50, devices="phone")
        else:
            self.bursts(instant(day, "08:10", off), instant(day, "23:30", off), 25, 50)

    def plan(self) -> None:
        for day in ALL_DAYS:
            off = ny_offset(day)
            if day == dt.date(2026, 10, 11):  # New York, flying out at 19:30
                self.off(self.t(day, "08:30", off), self.t(day, "09:15", off))
                self.walks(self.t(day, "11:05", off), 2, 20, 30, 5, 15)
                self.walk(self.t(day, "16:40", off), 20, 25)    # to the AirTrain
                self.walk(self.t(day, "17:45", off), 12, 16)    # terminal
                self.walk(self.t(day, "19:05", off), 8, 10)     # boarding
                self.bursts(instant(day, "09:20", off), instant(day, "16:30", off), 20, 50)
                self.segments.append(Segment(instant(day, "22:40:10", off), instant(day, "22:42:40", off), BURST, "watch", 0.6))
            elif day == dt.date(2026, 10, 12):  # still on New York time in the air, Lisbon from 07:00
                self.segments.append(Segment(instant(day, "01:10:05", -240), instant(day, "01:12:20", -240), BURST, "watch", 0.55))
                self.walk(self.t(day, "07:20", 60), 18, 22)     # airport
                self.walk(self.t(day, "08:25", 60), 14, 18)     # metro to the hotel
                self.off(self.t(day, "12:40", 60), self.t(day, "13:40", 60))
                self.walks(self.t(day, "14:40", 60), 3, 20, 35, 10, 20)
                self.walk(self.t(day, "20:05", 60), 15, 20, rate=1.6)
                self.bursts(instant(day, "09:00", 60), instant(day, "12:35", 60), 25, 45)
                self.bursts(instant(day, "13:45", 60), instant(day, "23:00", 60), 25, 50)
            elif day == LISBON_LAST:  # Lisbon morning, flight at 11:30, New York from 14:00 EDT
                self.off(self.t(day, "07:00", 60), self.t(day, "07:40", 60))
                self.walk(self.t(day, "08:30", 60), 22, 28)
                self.walk(self.t(day, "09:50", 60), 12, 16)     # airport
                self.walk(self.t(day, "10:45", 60), 8, 10)      # boarding
                self.segments.append(Segment(instant(day, "15:10:30", 60), instant(day, "15:12:45", 60), BURST, "watch", 0.5))
                self.walk(self.t(day, "14:10", -240), 18, 22)   # JFK
                self.walk(self.t(day, "15:20", -240), 12, 15)   # subway to home
                self.off(self.t(day, "20:00", -240), self.t(day, "21:00", -240))
                self.bursts(instant(day, "20:02", -240), instant(day, "20:55", -240), 10, 15, devices="phone")
                self.bursts(instant(day, "16:00", -240), instant(day, "19:55", -240), 25, 45)
                self.bursts(instant(day, "21:05", -240), instant(day, "23:00", -240), 25, 45)
            elif LISBON_FIRST < day < LISBON_LAST:
                self.lisbon(day, watch_dies=day == dt.date(2026, 10, 15))
            elif day == dt.date(2026, 10, 31):  # Halloween party, walk home after midnight
                self.weekend(day, off, evening_out=False)
                self.walk(self.t(day, "19:35", off), 18, 22)
            elif day == dt.date(2026, 11, 1):  # the repeated hour 01:00-02:00
                self.walk(instant(day, "01:05:12", -240), 20, 20)                      # home from the party, both devices
                self.off(instant(day, "01:30:40", -240), instant(day, "10:20:00", -300))  # watch on the charger
                self.walk(instant(day, "01:08:30", -300), 10, 10, devices="both")      # to the bodega: phone only
                self.bursts(instant(day, "10:00", -300), instant(day, "10:18", -300), 5, 7, devices="both")
                self.walks(self.t(day, "12:05", -300), 2, 20, 30, 5, 15)
                self.walks(self.t(day, "15:40", -300), 2, 10, 20, 8, 20)
                self.bursts(instant(day, "10:25", -300), instant(day, "23:00", -300), 20, 50)
            elif day == dt.date(2026, 10, 7):  # watch forgotten on the charger all day
                self.off(self.t(day, "06:35", off), self.t(day, "18:40", off))
                self.weekday(day, off)
            elif day == dt.date(2026, 11, 11):  # watch charging until 08:40: the morning commute is phone only
                self.off(self.t(day, "06:35", off), instant(day, "08:40", off))
                self.weekday(day, off)
            elif day.weekday() >= 5:
                self.weekend(day, off)
            else:
                self.weekday(day, off)
        self.resolve()

    def watch_is_off(self, start, end) -> bool:
        return any(s < end and start < e for s, e in self.watch_off)

    def resolve(self) -> None:
        """Decides which device recorded each segment and drops bursts that clash with others."""
        self.watch_off.sort()
        resolved = []
        for seg in self.segments:
            off = self.watch_is_off(seg.start, seg.end)
            if seg.devices == "both" and off:
                seg.devices = "phone"
            elif seg.devices == "watch" and off:
                if seg.kind == RUN:
                    continue
                # The phone is carried on trips and on the day the watch stayed home.
                day = local_of(seg.start).date()
                if day == dt.date(2026, 10, 7) and self.d.chance(0.5):
                    seg.devices = "phone"
                else:
                    continue
            elif seg.devices == "phone" and not off:
                seg.devices = "both" if seg.kind != BURST else "watch"
            resolved.append(seg)
        resolved.sort(key=lambda s: s.start)
        margin = dt.timedelta(minutes=3)
        kept = []
        for index, seg in enumerate(resolved):
            clash = False
            # Sorted by start; anything that can overlap lies within a few dozen places.
            nearby = resolved[max(0, index - 40):index] + resolved[index + 1:index + 40]
            for other in nearby:
                if other.start - margin < seg.end and seg.start < other.end + margin:
                    if seg.kind == BURST:
                        clash = True
                        break
                    if other.kind != BURST:
                        raise SystemExit(f"overlapping segments at {stamp(seg.start)} and {stamp(other.start)}")
            # Local-midnight crossings would make a sample's day ambiguous.
            if local_of(seg.start).date() != local_of(seg.end).date():
                clash = True
            if not clash:
                kept.append(seg)
        self.segments = kept


def chunks(d: Dice, start, end, lo, hi):
    t = start
    while t < end:
        step = dt.timedelta(seconds=d.int(lo, hi))
        stop = min(t + step, end)
        if (end - stop).total_seconds() < lo / 2:
            stop = end
        yield t, stop
        t = stop


IPHONE = "Ana’s\u00a0iPhone"
WATCH = 'Ana’s "Blue" Apple Watch'
WATCH_DEVICES = ["<<HKDevice: 0x283f6a3a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,1, software:26.0>",
                 "<<HKDevice: 0x283f69e40>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,1, software:26.0>"]
IPHONE_UPDATE = dt.date(2026, 10, 20)


def iphone_source(t):
    version = "26.1" if local_of(t).date() >= IPHONE_UPDATE else "26.0"
    device = f"<<HKDevice: 0x2835f1e00>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone16,1, software:{version}>"
    return IPHONE, version, device


def watch_source(d: Dice):
    return WATCH, "26.0", d.pick(WATCH_DEVICES)


def csv_quote(s: str) -> str:
    return '"' + s.replace('"', '\\"') + '"'


def record(source, kind, unit, created, start, end, value: str) -> str:
    name, version, device = source
    return ",".join([csv_quote(name), csv_quote(version), csv_quote(device), csv_quote(kind), csv_quote(unit),
                     stamp(created), stamp(start), stamp(end), value])


HEADER = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"


def fmt_value(x: float, places: int) -> str:
    text = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return text if text else "0"


class Activity:
    def __init__(self, d: Dice, planner: ActivityPlanner):
        self.d, self.p = d, planner
        self.phone_steps = []   # (start, end, steps)
        self.watch_steps = []
        self.heart = []         # (time, bpm)
        self.active = []        # (start, end, kcal)
        self.basal = []
        self.flights = []       # (start, end, count)

    def build(self):
        d = self.d
        self.watch_segments = [seg for seg in self.p.segments if seg.devices != "phone"]
        self.watch_starts = [seg.start for seg in self.watch_segments]
        for seg in self.p.segments:
            if seg.devices in ("both", "watch"):
                lo, hi = (55, 100) if seg.kind != BURST else (300, 300)
                for s, e in chunks(d, seg.start, seg.end, lo, hi):
                    steps = round(seg.rate * (e - s).total_seconds() * d.real(0.9, 1.1))
                    self.watch_steps.append((s, e, max(steps, 1)))
                for s, e in chunks(d, seg.start, seg.end, 600, 600):
                    if seg.kind == BURST:  # counted in the hourly samples around it
                        break
                    rate = 0.045 if seg.kind == WALK else 0.155
                    self.active.append((s, e, round(rate * (e - s).total_seconds() * d.real(0.85, 1.15), 3)))
            if seg.devices in ("both", "phone"):
                rate = seg.rate * d.real(0.93, 1.03)
                lo, hi = (150, 480) if seg.kind != BURST else (600, 600)
                for s, e in chunks(d, seg.start, seg.end, lo, hi):
                    steps = round(rate * (e - s).total_seconds() * d.real(0.95, 1.05))
                    self.phone_steps.append((s, e, max(steps, 1)))
        self.build_heart()
        self.build_idle_energy()
        self.build_basal()
        self.build_flights()

    def segment_at(self, t):
        """The watch-recorded segment covering t (segments are sorted and disjoint after resolve)."""
        i = bisect.bisect_right(self.watch_starts, t) - 1
        if i >= 0 and t < self.watch_segments[i].end:
            return self.watch_segments[i]
        return None

    def build_heart(self):
        d = self.d
        t = SPAN_START + dt.timedelta(seconds=d.int(0, 300))
        while t < SPAN_END:
            hour = local_of(t).hour
            asleep = hour >= 23 or hour < 6
            if not self.p.watch_is_off(t, t + dt.timedelta(seconds=1)):
                seg = self.segment_at(t)
                if seg is None:
                    bpm = d.int(52, 60) if asleep else d.int(63, 84)
                elif seg.kind == RUN:
                    bpm = d.int(148, 172)
                elif seg.kind == WALK:
                    bpm = d.int(96, 122)
                else:
                    bpm = d.int(84, 100)
                self.heart.append((t, bpm))
            step = d.int(1500, 2100) if asleep else d.int(720, 1080)
            if self.segment_at(t) is not None:
                step = d.int(300, 480)
            t += dt.timedelta(seconds=step)

    def build_idle_energy(self):
        """Active energy outside movement: one sample per hour while awake and wearing the watch."""
        d = self.d
        busy = sorted([(s.start, s.end) for s in self.p.segments if s.devices != "phone" and s.kind != BURST]
                      + list(self.p.watch_off))
        t = SPAN_START
        half = dt.timedelta(minutes=60)
        while t < SPAN_END:
            hour = local_of(t).hour
            if 7 <= hour < 23:
                pieces = [(t, t + half)]
                for bs, be in busy:
                    if be <= t or bs >= t + half:
                        continue
                    nxt = []
                    for ps, pe in pieces:
                        if be <= ps or bs >= pe:
                            nxt.append((ps, pe))
                            continue
                        if ps < bs:
                            nxt.append((ps, bs))
                        if be < pe:
                            nxt.append((be, pe))
                    pieces = nxt
                for ps, pe in pieces:
                    if (pe - ps).total_seconds() >= 60:
                        self.active.append((ps, pe, round((pe - ps).total_seconds() * d.real(0.002, 0.006), 3)))
            t += half
        self.active.sort()

    def build_basal(self):
        d = self.d
        t = SPAN_START
        while t < SPAN_END:
            hour = local_of(t).hour
            kcal = d.real(52, 56) if hour < 6 or hour >= 23 else d.real(57, 63)
            self.basal.append((t, t + dt.timedelta(hours=1), round(kcal, 2)))
            t += dt.timedelta(hours=1)

    def build_flights(self):
        d = self.d
        for day in ALL_DAYS:
            if not d.chance(0.5):
                continue
            off = offset_minutes(instant(day, "12:00", ny_offset(day)))
            for _ in range(d.int(1, 2)):
                s = instant(day, f"{d.int(9, 20)}:{d.int(0, 59):02d}:{d.int(0, 59):02d}", off)
                self.flights.append((s, s + dt.timedelta(seconds=d.int(20, 90)), d.int(1, 4)))
        self.flights.sort()

    # Writing -----------------------------------------------------------------------------------
    def write(self, target: str):
        d = self.d
        lines = [HEADER]
        # As the export converter writes them: grouped by source, each source in time order.
        for s, e, v in sorted(self.phone_steps):
            lines.append(record(iphone_source(s), "StepCount", "count", e + dt.timedelta(seconds=d.int(1, 30)), s, e, str(v)) + "\n")
        for s, e, v in sorted(self.watch_steps):
            lines.append(record(watch_source(d), "StepCount", "count", e + dt.timedelta(seconds=d.int(5, 90)), s, e, str(v)) + "\n")
        write(target, "activity/apple-health-steps.csv", "".join(lines))

        lines = [HEADER]
        for s, e, v in self.active:
            unit = "Cal" if local_of(s).date() >= dt.date(2026, 10, 26) else "kcal"
            lines.append(record(watch_source(d), "ActiveEnergyBurned", unit, e + dt.timedelta(seconds=d.int(5, 120)), s, e, fmt_value(v, 3)) + "\n")
        for s, e, v in self.basal:
            lines.append(record(watch_source(d), "BasalEnergyBurned", "kcal", e + dt.timedelta(seconds=d.int(60, 600)), s, e, fmt_value(v, 2)) + "\n")
        for s, e, v in self.flights:
            lines.append(record(iphone_source(s), "FlightsClimbed", "count", e + dt.timedelta(seconds=d.int(1, 30)), s, e, str(v)) + "\n")
        write(target, "activity/apple-health-energy.csv", "".join(lines))

        lines = [HEADER]
        for t, bpm in self.heart:
            lines.append(record(watch_source(d), "HeartRate", "count/min", t + dt.timedelta(seconds=d.int(2, 40)), t, t, str(bpm)) + "\n")
        write(target, "activity/apple-health-heart-rate.csv", "".join(lines))

    # Daily figures, for the daily dialects -------------------------------------------------------
    def per_day(self):
        days = {day: {"merged": 0, "phone": 0, "phone_walk_s": 0, "brisk_s": 0, "active": 0.0, "basal": 0.0}
                for day in ALL_DAYS}
        watch_minutes = set()
        for s, e, _ in self.watch_steps:
            m = int(s.timestamp()) // 60
            while m * 60 < e.timestamp():
                watch_minutes.add(m)
                m += 1
        for s, e, v in self.watch_steps:
            days[local_of(s).date()]["merged"] += v
        for s, e, v in self.phone_steps:
            day = days[local_of(s).date()]
            day["phone"] += v
            day["phone_walk_s"] += (e - s).total_seconds()
            if v / (e - s).total_seconds() >= 1.75:  # brisk: 105 steps a minute or more
                day["brisk_s"] += (e - s).total_seconds()
            first, last = int(s.timestamp()) // 60, (int(e.timestamp()) - 1) // 60
            covered = [m in watch_minutes for m in range(first, last + 1)]
            if not any(covered):
                day["merged"] += v
            elif not all(covered):
                raise SystemExit(f"phone sample at {stamp(s)} is partly covered by the watch")
        for s, e, v in self.active:
            days[local_of(s).date()]["active"] += v
        for s, e, v in self.basal:
            days[local_of(s).date()]["basal"] += v
        return days


def write_body(target: str, d: Dice) -> None:
    """A Withings scale's weigh-ins (body/weight.csv: newest first, local times, fat mass on most) on about
    seven days in ten, now and then twice a day, trending from 63.6 to about 62.8 kg with ±0.4 kg of
    day-to-day water; and a few manual entries in pounds typed into Apple Health on days the scale
    missed (body/export.xml, BodyMass records, as an export writes them)."""
    rows = []
    manual = []
    for i, day in enumerate(ALL_DAYS):
        true_weight = 63.6 - 0.017 * i
        if d.real(0, 1) < 0.7:
            lisbon = LISBON_FIRST <= day <= LISBON_LAST
            if lisbon:
                continue  # the scale stays at home
            times = [(d.int(6, 8), d.int(0, 59), d.int(0, 59))]
            if d.real(0, 1) < 0.12:
                times.append((d.int(21, 22), d.int(0, 59), d.int(0, 59)))
            for h, m, sec in times:
                weight = true_weight + d.real(-0.4, 0.4) + (0.6 if h >= 21 else 0.0)
                fat = weight * d.real(0.262, 0.268) if d.real(0, 1) < 0.85 else None
                fat_text = f"{fat:.2f}" if fat is not None else ""
                rows.append((day, f'"{day.isoformat()} {h:02d}:{m:02d}:{sec:02d}","{weight:.1f}","{fat_text}","","","",'))
        elif d.real(0, 1) < 0.3 and not (LISBON_FIRST <= day <= LISBON_LAST):
            manual.append((day, true_weight + d.real(-0.4, 0.4)))
    rows.sort(key=lambda r: r[1], reverse=True)
    header = 'Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments\n'
    write(target, "body/weight.csv", header + "".join(r[1] + "\n" for r in rows))
    lines = ['<?xml version="1.0" encoding="UTF-8"?>\n', '<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate,Me,(Record)*)>\n]>\n',
             '<HealthData locale="en_US">\n', ' <ExportDate value="2026-11-16 08:00:00 -0500"/>\n',
             ' <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>\n']
    for day, kg in manual:
        off = ny_offset(day)
        sign = "-" if off < 0 else "+"
        zone = f"{sign}{abs(off) // 60:02d}{abs(off) % 60:02d}"
        at = f"{day.isoformat()} 07:{d.int(10, 50):02d}:00 {zone}"
        lines.append(f' <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Health" unit="lb" creationDate="{at}" '
                     f'startDate="{at}" endDate="{at}" value="{kg / 0.45359237:.1f}"/>\n')
    lines.append("</HealthData>\n")
    write(target, "body/export.xml", "".join(lines))


def write_daily_dialects(target: str, d: Dice, activity: Activity) -> None:
    days = activity.per_day()
    folder = "activity/other-dialects/"
    # Health Auto Export reads Health's merged statistics, so its days equal the Apple Health files'.
    lines = ["Date/Time,Active Energy (kJ),Step Count (count),Resting Energy (kJ)\n"]
    for day in ALL_DAYS:
        v = days[day]
        lines.append(f"{day.isoformat()} 00:00:00,{v['active'] * 4.184:.2f},{v['merged']},{v['basal'] * 4.184:.2f}\n")
    write(target, folder + "health-auto-export.csv", "".join(lines))

    # Google Fit on the phone: it sees only the phone's steps; calories are total energy.
    header = ("Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,Low latitude (deg),"
              "Low longitude (deg),High latitude (deg),High longitude (deg),Average speed (m/s),Max speed (m/s),"
              "Min speed (m/s),Step count,Average weight (kg),Max weight (kg),Min weight (kg),Walking duration (ms),"
              "Running duration (ms)\n")
    lines = [header]
    weights = {dt.date(2026, 9, 28): 63.4, dt.date(2026, 10, 5): 63.1, dt.date(2026, 10, 19): 63.9,
               dt.date(2026, 11, 2): 63.5, dt.date(2026, 11, 9): 63.2}
    for day in ALL_DAYS:
        v = days[day]
        steps = v["phone"]
        move_minutes = round(v["phone_walk_s"] / 60)
        heart_minutes = round(v["brisk_s"] / 60)
        # Resting and activity parts summed as floats, as Takeout does (hence 1436.9300000000003).
        calories = round(1385.0 + d.real(-20, 20), 2) + round(steps * 0.0412, 2)
        distance = steps * 0.74 * d.real(0.97, 1.03)
        speed = d.real(1.25, 1.42)
        weight = weights.get(day)
        w = f"{weight}" if weight else ""
        row = [day.isoformat(), str(move_minutes), repr(calories),
               repr(round(distance, 1)), f"{heart_minutes * 1.0}", str(heart_minutes), "", "", "", "",
               f"{speed:.2f}", f"{d.real(1.9, 2.4):.2f}", f"{d.real(0.25, 0.4):.2f}", str(steps),
               w, w, w, str(int(v["phone_walk_s"] * 1000)), ""]
        if steps == 0:
            row = [day.isoformat(), "", repr(round(1385.0 + d.real(-20, 20), 2))] + [""] * 16
        lines.append(",".join(row) + "\n")
    write(target, folder + "google-fit-daily.csv", "".join(lines))

    # A spreadsheet the person keeps by hand, saved by a spreadsheet program (BOM, CRLF).
    lines = ["date,steps,active_kcal,resting_kcal\n"]
    for day in ALL_DAYS:
        v = days[day]
        lines.append(f"{day.isoformat()},{v['merged']},{round(v['active'])},{round(v['basal'])}\n")
    write(target, folder + "plain-daily.csv", "".join(lines), newline="\r\n", bom=True)


README = """\
# Sample data

Made up for NutriStats by `scripts/make-sample-data.py` (fixed seed, standard library only; run
`python3 scripts/make-sample-data.py sample-data` to rewrite it byte for byte). Not a real person.

**Who and when.** "Ana", living in New York (America/New_York), seven weeks from Monday 2026-09-28
to Sunday 2026-11-15. The week 2026-10-12 … 10-18 is a trip to Lisbon (+0100, WEST): she flies out on
the evening of 10-11 (New York time in the air, Lisbon time from landing at 07:00 on 10-12) and back
on 10-18 (Lisbon time until landing at 14:00 EDT, so that day has 29 hours of records). US daylight
saving time ends on 2026-11-01: 02:00 EDT becomes 01:00 EST, offsets go from -0400 to -0500, and that
day has 25 hours.

## Storage/ (the Nutrition shortcut's folder)

- `History/foodHistory.json` — 8–18 entries on a normal day, 1,700–2,600 kcal (weekends higher),
  sodium often above 2,300 mg, fiber and potassium often short. Meals logged at one minute are a list,
  single foods an object. Date and time keys are not always in order; some servings are 17-digit
  floats (`0.69999999999999996`); a few `cals`, `servings` and `id` values are strings. Not logged:
  2026-10-21 and 10-22. Barely logged: 2026-11-03 (two meals). Times follow the phone's clock (Lisbon
  time during the trip; 01:15 on 11-01 is the second, EST, 01:15).
- Entries before 2026-10-05 come from an app version without ids: they match foods by name, except
  "Chicken breast" and "Oat latte" (foods renamed since) which match nothing. Quick-add entries
  ("Office birthday cake", "Mom’s lasagna", …) have no food object at all. Id 404 ("Clementine") is a
  deleted food whose name still matches; id 405 ("Grandma’s apple pie") matches nothing.
- `History/foodHistoryCache.json` — pending entries: the dinner of 11-13 and brunch of 11-14 are also
  in history (duplicates, count once), the late evening of 11-14 and all of 11-15 are only here.
- `Other/backlog.json` — four queued foods with their whole object, one dated in 12-hour style with
  a narrow no-break space before "PM"; "Apple cider donut" (id 777) exists nowhere else.
- `Presets/`, `Recents/`, `Barcodes/Foods/food_<id>.json` — 59 foods with all 17 amounts per serving
  (some as strings, some as 17-digit floats; three files pretty-printed, two with `\\u` escapes, `/`
  written `\\/`, key order varies). Five ids are in both Presets and Recents and one in both Barcodes
  and Recents (same amounts). Non-ASCII names and `Mac & Cheese <Deluxe> "Family"`.
  `Barcodes/barcodeCache.json` maps UPC-A/EAN-13 codes to ids (one id written as a string).

## activity/ (Apple Health record CSVs — what `make report` reads)

- `apple-health-steps.csv` — iPhone (`Ana’s iPhone`, curly apostrophe and a no-break space) and Apple
  Watch (`Ana’s \\"Blue\\" Apple Watch`, with escaped quotes) rows, grouped by source. On walks both
  record the same minutes (watch about one sample a minute, phone one per 2.5–8 minutes): adding them
  up roughly doubles the steps. While the watch charges (every morning, all of 2026-10-07 until 18:40,
  the 11-11 morning commute, 10-15 from 15:00 in Lisbon, the night of 11-01) only the phone records,
  so "watch only" loses steps. Runs and gym sessions are watch only. Every phone sample is either
  wholly inside minutes the watch covered or at least two minutes away from any watch sample, so
  "per minute, watch first, else phone" has one exact answer. On 11-01 the walk home at 01:05 EDT has
  both devices and a walk at 01:08 EST (the repeated hour) only the phone: merging by wall clock
  instead of instant loses it.
- `apple-health-energy.csv` — ActiveEnergyBurned from the watch (10-minute samples on walks and
  runs, hourly ones otherwise while awake; unit `kcal` until 10-25, `Cal` from 10-26), then
  BasalEnergyBurned (hourly, `kcal`), then a few FlightsClimbed rows, a type NutriStats does not use.
  Hourly samples that span a zone change start and end with different offsets
  (`2026-11-01 01:00:00 -0400` to `2026-11-01 01:00:00 -0500`).
- `apple-health-heart-rate.csv` — HeartRate (`count/min`) while the watch is worn: every 12–18
  minutes awake, 5–8 on walks, 25–35 asleep.

## activity/other-dialects/ (to exercise the other importers)

Kept out of `activity/` so the report does not read the same days twice.
- `health-auto-export.csv` — daily, energy in kJ; equals the Apple Health files per local day
  (merged steps; kcal × 4.184, two decimals).
- `google-fit-daily.csv` — Google Fit on the phone: phone steps only, `Calories (kcal)` is total
  energy, empty fields where there is no data, weights on five days.
- `plain-daily.csv` — `date,steps,active_kcal,resting_kcal`, whole numbers from the Apple Health
  files, saved by a spreadsheet program: UTF-8 byte-order mark and CRLF line ends.

## body/ (weigh-ins — what `make report` reads with --body)

- `weight.csv` — a Withings scale's export (`Date,"Weight (kg)","Fat mass (kg)",…`, newest first, local
  times without a zone): about seven mornings in ten, now and then a second weigh-in in the evening (the
  earliest of a day counts), fat mass on most; nothing during the Lisbon trip (the scale stays home).
  The weight drifts from about 63.6 to 62.8 kg with ±0.4 kg of day-to-day water.
- `export.xml` — a small Apple Health export of `BodyMass` records in pounds, typed in by hand on a few
  days the scale missed.

## pantry.csv, pantry-parse.json (the KeepFresh pantry list — `make report` reads pantry.csv)

Fifteen items seen from the report's last day, Sunday 2026-11-15, with the default "soon" window of
three days: two expired (11-12, 11-14), one expiring that day, three soon (11-16 … 11-18), seven fresh
(five of them within the chart's two weeks, up to 11-28; two in 2027), two without an expiry date;
five favourites. `pantry.csv` is KeepFresh's CSV as a spreadsheet re-saved it (byte-order mark, CRLF,
a name with a comma and one with quotes, every fourth expiry an ISO timestamp `…T00:00:00.000Z`).
`pantry-parse.json` holds the same items as a Parse server exports the app's `Items` class: dates as
`{"__type": "Date", "iso": "…T00:00:00.000Z"}`, `null` for no date, and `objectId`, `owner`,
`createdAt`, `updatedAt` and `ACL` keys that NutriStats ignores.
"""


# --------------------------------------------------------------------------------------------
# Pantry: Ana's KeepFresh list, seen from the report's last day (Sunday 2026-11-15).
# --------------------------------------------------------------------------------------------

# (itemId, itemName, category, purchaseDate, expiryDate or "", favorited)
PANTRY = [
    ("kf-0101", "Whole milk", "Dairy", "2026-11-08", "2026-11-14", True),
    ("kf-0102", "Baby spinach", "Produce", "2026-11-07", "2026-11-12", False),
    ("kf-0103", "Sourdough loaf", "Bakery", "2026-11-13", "2026-11-15", True),
    ("kf-0104", "Greek yoghurt, plain", "Dairy", "2026-11-10", "2026-11-16", True),
    ("kf-0105", "Chicken thighs", "Meat", "2026-11-14", "2026-11-17", False),
    ("kf-0106", "Strawberries", "Produce", "2026-11-14", "2026-11-18", False),
    ("kf-0107", "Hummus", "Deli", "2026-11-12", "2026-11-19", False),
    ("kf-0108", "Cheddar \"Vintage\"", "Dairy", "2026-11-01", "2026-11-22", True),
    ("kf-0109", "Eggs (12)", "Dairy", "2026-11-11", "2026-11-25", False),
    ("kf-0110", "Tortillas", "Bakery", "2026-11-09", "2026-11-28", False),
    ("kf-0111", "Frozen peas", "Frozen", "2026-10-20", "2027-04-30", False),
    ("kf-0112", "Peanut butter", "Pantry", "2026-10-02", "2027-01-31", True),
    ("kf-0113", "Brown rice", "Pantry", "2026-09-15", "", False),
    ("kf-0114", "Sea salt", "Pantry", "2026-06-01", "", False),
    ("kf-0115", "Apple cider", "Drinks", "2026-11-15", "2026-11-24", False),
]


def write_pantry(target: str) -> None:
    """pantry.csv as a spreadsheet re-saved it (BOM, CRLF, timestamps where the app wrote them), and
    the same items as a Parse server exports its Items class (dates as midnight UTC, extra keys)."""
    lines = ["itemId,itemName,category,purchaseDate,expiryDate,favorited"]
    for number, (item, name, category, bought, expires, favorite) in enumerate(PANTRY):
        if number % 4 == 3 and expires:
            expires += "T00:00:00.000Z"
        lines.append(",".join([item, ('"' + name.replace('"', '""') + '"') if ("," in name or '"' in name) else name, category, bought, expires,
                               "true" if favorite else "false"]))
    write(target, "pantry.csv", "\n".join(lines) + "\n", newline="\r\n", bom=True)

    def date(text: str):
        return {"__type": "Date", "iso": text + "T00:00:00.000Z"} if text else None

    results = []
    for number, (item, name, category, bought, expires, favorite) in enumerate(PANTRY):
        stamp = bought + "T18:%02d:00.000Z" % number
        results.append({"objectId": "pX%05d" % (number * 7919 % 99991), "itemId": item, "itemName": name,
                        "category": category, "purchaseDate": date(bought), "expiryDate": date(expires),
                        "favorited": favorite, "owner": {"__type": "Pointer", "className": "_User", "objectId": "anaU1"},
                        "createdAt": stamp, "updatedAt": stamp, "ACL": {"anaU1": {"read": True, "write": True}}})
    write(target, "pantry-parse.json", dump({"results": results}, indent=2, compact_from=3) + "\n")


def main(argv: list[str]) -> int:
    target = argv[1] if len(argv) > 1 else "sample-data"
    if len(argv) > 2:
        print(__doc__, file=sys.stderr)
        return 64
    food_dice = Dice(SEED)
    foods = make_foods(food_dice)
    log = plan_food_log(food_dice, foods)
    write_storage(target, food_dice, foods, log)

    activity_dice = Dice(SEED + 1)
    planner = ActivityPlanner(activity_dice)
    planner.plan()
    activity = Activity(activity_dice, planner)
    activity.build()
    activity.write(target)
    write_daily_dialects(target, activity_dice, activity)
    write_body(target, Dice(20261116))
    write_pantry(target)
    write(target, "README.md", README)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
