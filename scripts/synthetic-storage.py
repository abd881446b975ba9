#!/usr/bin/env python3
"""Writes a synthetic Nutrition shortcut storage folder, for measuring how fast it loads.

Usage: scripts/synthetic-storage.py OUT_DIR [YEARS]   (default 10 years, about 55,000 entries, ~4 MB of history)

Deterministic (fixed seed). Holds every shape the importer reads: single entries and lists at one minute,
numbers as text, long floats, entries without id, older text entries, a cache with duplicates, a backlog
with 12- and 24-hour dates, and food objects in Presets, Barcodes and Recents (some ids in several).
"""
import datetime
import json
import os
import random
import sys

out = sys.argv[1]
years = int(sys.argv[2]) if len(sys.argv) > 2 else 10
rng = random.Random(20261115)
names = ["Oatmeal", "Chicken Salad", "Apple", "Greek Yogurt", "Pasta Bolognese", "Banana", "Rice", "Salmon",
         "Broccoli", "Coffee with milk", "Cheese sandwich", "Orange juice", "Almonds", "Eggs", "Tomato soup"]
foods = []
for i in range(300):
    name = names[i % len(names)] + ("" if i < len(names) else " #%d" % i)
    kcal = rng.choice([35, 60, 95, 120, 150, 210, 330, 450])
    foods.append({"Name": name, "Serving Size": "1 serving", "Barcode": "", "id": i + 1, "Calories": kcal,
                  "Carbs": round(kcal * 0.12, 1), "Fat": round(kcal * 0.03, 1), "Protein": str(round(kcal * 0.05, 1)),
                  "Sugar": 3, "Fiber": 1.5, "Sodium": 120, "VitC": 4})

history = {}
start = datetime.date(2026, 11, 15) - datetime.timedelta(days=round(365.25 * years) - 1)
day = start
while day <= datetime.date(2026, 11, 15):
    times = {}
    for _ in range(rng.randint(12, 18)):
        t = "%02d:%02d" % (rng.randint(6, 22), rng.choice([0, 5, 15, 30, 45]))
        food = rng.choice(foods)
        servings = rng.choice([1, 1, 1, 2, 0.5, 1.5, 0.40000000000000002, "1"])
        entry = {"food": food["Name"], "cals": round(food["Calories"] * float(servings)), "servings": servings}
        if rng.random() < 0.9:
            entry["id"] = food["id"] if rng.random() < 0.8 else str(food["id"])
        if rng.random() < 0.01:
            entry = "%sx %s (%s kCal)" % (servings, food["Name"], entry["cals"])
        if t in times:
            times[t] = (times[t] if isinstance(times[t], list) else [times[t]]) + [entry]
        else:
            times[t] = entry
    history[day.isoformat()] = times
    day += datetime.timedelta(days=1)

os.makedirs(os.path.join(out, "History"), exist_ok=True)
os.makedirs(os.path.join(out, "Other"), exist_ok=True)
keys = list(history)
rng.shuffle(keys)  # the app's key order is arbitrary
with open(os.path.join(out, "History", "foodHistory.json"), "w") as f:
    json.dump({k: history[k] for k in keys}, f, separators=(", ", ": "))

cache = []
for k in keys[:40]:
    for t, v in list(history[k].items())[:2]:
        if isinstance(v, dict):
            cache.append(dict(v, date=k, time=t))
cache.append({"date": "2026-11-15", "time": "23:00", "food": "Almonds", "servings": "1", "cals": 60})
with open(os.path.join(out, "History", "foodHistoryCache.json"), "w") as f:
    json.dump({"cache": cache}, f, indent=1)

backlog = [{"Date": "Nov 15, 2026 at %d:%02d PM" % (h, m), "Food": dict(rng.choice(foods), Servings=1)}
           for h, m in [(1, 5), (2, 10), (3, 20), (11, 45)]]
backlog.append({"Date": "Nov 15, 2026 at 21:30", "Food": dict(foods[0], Servings="2")})
with open(os.path.join(out, "Other", "backlog.json"), "w") as f:
    json.dump({"backlog": backlog}, f, ensure_ascii=False, indent=1)

for folder, chosen in [("Presets", foods[:60]), ("Barcodes", foods[40:120]), ("Recents", foods[100:])]:
    path = os.path.join(out, folder, "Foods")
    os.makedirs(path, exist_ok=True)
    for food in chosen:
        with open(os.path.join(path, "food_%d.json" % food["id"]), "w") as f:
            json.dump(food, f, indent=1)
with open(os.path.join(out, "Barcodes", "barcodeCache.json"), "w") as f:
    json.dump({"40000000%04d" % i: i + 1 for i in range(40, 120)}, f)

entries = sum(len(v) if isinstance(v, list) else 1 for times in history.values() for v in times.values())
size = os.path.getsize(os.path.join(out, "History", "foodHistory.json"))
print("%s: %d days, %d history entries, %.1f MB of history JSON" % (out, len(history), entries, size / 1e6))
