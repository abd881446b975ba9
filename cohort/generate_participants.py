#!/usr/bin/env python3
"""Writes made-up participants for the cohort check: one folder per participant, laid out the way
cohort_job.py reads a participant (Storage/ is a Nutrition shortcut storage folder, activity/ holds
activity CSVs), over six weeks from Monday 2026-02-23 to Sunday 2026-04-05 (three months).

Usage:  python3 cohort/generate_participants.py COUNT TARGET

Deterministic (one seed per participant, standard library only). Each participant eats 3–6 foods a
day from a small food list, logs whole kcal as the shortcut does, skips about one day in twenty,
and writes a plain daily activity CSV; participant p03 has no activity at all. All but p04 weigh
themselves on most days (body/weights.csv, a steady drift with day-to-day noise, from a random stream
of their own so the food and activity stay as they were). Some participants
favour salty foods, so the share over the sodium limit differs from week to week.
"""
from __future__ import annotations

import datetime as dt
import json
import os
import random
import sys

FIRST_DAY = dt.date(2026, 2, 23)
DAYS = 42
NO_ACTIVITY = {"p03"}
NO_BODY = {"p04"}

# name: kcal, carbs g, fat g, protein g, sodium mg, fiber g, potassium mg (per serving)
FOODS = {
    "Oatmeal": (150, 27, 3, 5, 110, 4, 150),
    "Greek yogurt": (130, 6, 4, 17, 60, 0, 240),
    "Banana": (105, 27, 0.4, 1.3, 1, 3.1, 422),
    "Turkey sandwich": (420, 45, 12, 28, 1180, 4, 380),
    "Ramen bowl": (550, 70, 18, 20, 1850, 3, 400),
    "Chicken salad": (380, 12, 20, 35, 620, 5, 700),
    "Pizza slice": (285, 36, 10, 12, 640, 2.5, 180),
    "Salmon with rice": (610, 55, 20, 42, 480, 2, 900),
    "Lentil soup": (230, 35, 3, 14, 780, 11, 650),
    "Apple": (95, 25, 0.3, 0.5, 2, 4.4, 195),
    "Pretzels": (230, 48, 2, 6, 1030, 2, 90),
    "Dark chocolate": (170, 13, 12, 2, 6, 3, 200),
}
SALTY = ["Turkey sandwich", "Ramen bowl", "Pizza slice", "Pretzels", "Lentil soup"]
PLAIN = [name for name in FOODS if name not in SALTY]


def food_object(food_id: int, name: str) -> dict:
    kcal, carbs, fat, protein, sodium, fiber, potassium = FOODS[name]
    return {"Name": name, "Calories": kcal, "Carbs": carbs, "Fat": fat, "Protein": protein, "Sugar": 0,
            "Fiber": fiber, "Monounsaturated": 0, "Polyunsaturated": 0, "Saturated": 0, "Trans": 0,
            "Sodium": sodium, "Cholesterol": 0, "Potassium": potassium, "VitC": 0, "Calcium": 0, "Iron": 0,
            "VitA": 0, "id": food_id}


def participant(index: int, target: str) -> None:
    pid = f"p{index:02d}"
    rng = random.Random(1000 + index)
    folder = os.path.join(target, pid)
    foods_dir = os.path.join(folder, "Storage", "Presets", "Foods")
    os.makedirs(foods_dir, exist_ok=True)
    os.makedirs(os.path.join(folder, "Storage", "History"), exist_ok=True)
    ids = {name: 100 + n for n, name in enumerate(FOODS)}
    for name, food_id in ids.items():
        with open(os.path.join(foods_dir, f"food_{food_id}.json"), "w", encoding="utf-8") as out:
            json.dump(food_object(food_id, name), out)
    salt_bias = rng.random()  # 0: rarely salty, 1: mostly salty
    history: dict[str, dict[str, list[dict]]] = {}
    activity_rows = []
    for offset in range(DAYS):
        day = FIRST_DAY + dt.timedelta(days=offset)
        if rng.random() >= 0.05:
            meals: dict[str, list[dict]] = {}
            for _ in range(rng.randint(3, 6)):
                name = rng.choice(SALTY if rng.random() < salt_bias else PLAIN)
                servings = rng.choice([0.5, 1, 1, 1.5, 2])
                time = f"{rng.randint(6, 21):02d}:{rng.randint(0, 59):02d}"
                meals.setdefault(time, []).append(
                    {"food": name, "cals": round(FOODS[name][0] * servings), "servings": servings, "id": ids[name]})
            history[day.isoformat()] = dict(sorted(meals.items()))
        steps = rng.randint(2500, 16000)
        activity_rows.append(f"{day.isoformat()},{steps},{rng.randint(150, 800)},{rng.randint(1350, 1800)}")
    with open(os.path.join(folder, "Storage", "History", "foodHistory.json"), "w", encoding="utf-8") as out:
        json.dump(history, out, indent=1)
    if pid not in NO_ACTIVITY:
        os.makedirs(os.path.join(folder, "activity"), exist_ok=True)
        with open(os.path.join(folder, "activity", "daily.csv"), "w", encoding="utf-8") as out:
            out.write("date,steps,active_kcal,resting_kcal\n" + "\n".join(activity_rows) + "\n")
    if pid not in NO_BODY:
        body_rng = random.Random(5000 + index)
        start, drift = body_rng.uniform(58, 98), body_rng.uniform(-0.06, 0.03)
        rows = [f"{(FIRST_DAY + dt.timedelta(days=offset)).isoformat()},{start + drift * offset + body_rng.gauss(0, 0.4):.1f}"
                for offset in range(DAYS) if body_rng.random() < 0.7]
        os.makedirs(os.path.join(folder, "body"), exist_ok=True)
        with open(os.path.join(folder, "body", "weights.csv"), "w", encoding="utf-8") as out:
            out.write("date,weight_kg\n" + "\n".join(rows) + "\n")


def main(argv: list[str]) -> int:
    if len(argv) != 3 or not argv[1].isdigit():
        print(__doc__.strip().splitlines()[4], file=sys.stderr)
        return 64
    for index in range(1, int(argv[1]) + 1):
        participant(index, argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
