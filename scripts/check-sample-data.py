#!/usr/bin/env python3
"""Checks the bundled sample data independently of the generator and prints facts tests can use.

Usage:  python3 scripts/check-sample-data.py [FOLDER]      (FOLDER defaults to sample-data)

It re-reads the files with the standard library only (json, csv, zoneinfo for the time zones) and
shares no code with scripts/make-sample-data.py. Exit status 1 when a check fails.
"""
from __future__ import annotations

import csv
import datetime as dt
import glob
import json
import math
import os
import re
import sys
from collections import defaultdict

try:
    from zoneinfo import ZoneInfo
    NEW_YORK, LISBON = ZoneInfo("America/New_York"), ZoneInfo("Europe/Lisbon")
except Exception as error:  # no tz database on this machine
    sys.exit(f"check-sample-data: needs the system time zone database: {error}")

KEYS = ["Calories", "Carbs", "Fat", "Protein", "Sugar", "Fiber", "Monounsaturated", "Polyunsaturated",
        "Saturated", "Trans", "Sodium", "Cholesterol", "Potassium", "VitC", "Calcium", "Iron", "VitA"]
FIRST, LAST = dt.date(2026, 9, 28), dt.date(2026, 11, 15)
DAYS = [FIRST + dt.timedelta(days=i) for i in range((LAST - FIRST).days + 1)]
# While the phone was in Lisbon (from landing to landing), its clock showed Lisbon time.
IN_LISBON = (dt.datetime(2026, 10, 12, 6, 0, tzinfo=dt.timezone.utc), dt.datetime(2026, 10, 18, 18, 0, tzinfo=dt.timezone.utc))

failures: list[str] = []


def fail(message: str) -> None:
    failures.append(message)


def number(value, where: str) -> float:
    if isinstance(value, bool) or value is None:
        fail(f"{where}: not a number: {value!r}")
        return 0.0
    try:
        return float(value)
    except (TypeError, ValueError):
        fail(f"{where}: not a number: {value!r}")
        return 0.0


def load(path: str):
    with open(path, encoding="utf-8") as f:
        return json.load(f, object_pairs_hook=lambda pairs: dict(pairs))


# ---------------------------------------------------------------------------------- foods
def check_foods(root: str) -> dict[str, dict]:
    foods: dict[str, dict] = {}
    for folder in ("Presets", "Recents", "Barcodes"):
        for path in sorted(glob.glob(os.path.join(root, "Storage", folder, "Foods", "food_*.json"))):
            obj = load(path)
            file_id = os.path.basename(path)[5:-5]
            if str(obj.get("id")) != file_id:
                fail(f"{path}: id {obj.get('id')!r} does not match the file name")
            for key in KEYS + ["Name", "Serving Size"]:
                if key not in obj:
                    fail(f"{path}: missing {key}")
            values = {k: number(obj.get(k), f"{path} {k}") for k in KEYS}
            c, p, f_, kcal = values["Carbs"], values["Protein"], values["Fat"], values["Calories"]
            atwater = 4 * c + 4 * p + 9 * f_
            alcohol = any(w in obj["Name"] for w in ("wine", "beer", "Vinho"))
            if not alcohol and abs(atwater - kcal) > max(12, 0.12 * kcal):
                fail(f"{path}: {kcal} kcal but 4C+4P+9F = {atwater:.0f}")
            parts = values["Monounsaturated"] + values["Polyunsaturated"] + values["Saturated"] + values["Trans"]
            if parts > f_ + 0.05:
                fail(f"{path}: fatty acids {parts} exceed fat {f_}")
            if values["Sugar"] > c + 0.01 or values["Fiber"] > c + 0.01:
                fail(f"{path}: sugar or fiber exceed carbs")
            record = {"name": obj["Name"], "values": values, "folders": [folder], "barcode": obj.get("Barcode")}
            key = file_id
            if key in foods:
                if foods[key]["values"] != values or foods[key]["name"] != obj["Name"]:
                    fail(f"{path}: differs from the copy in {foods[key]['folders']}")
                foods[key]["folders"].append(folder)
            else:
                foods[key] = record
    barcodes = load(os.path.join(root, "Storage", "Barcodes", "barcodeCache.json"))
    for code, food_id in barcodes.items():
        digits = [int(ch) for ch in code]
        total = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits[:-1])))
        if (10 - total % 10) % 10 != digits[-1] or len(code) not in (12, 13):
            fail(f"barcodeCache: {code} has a wrong check digit")
        food = foods.get(str(food_id))
        if food is None or "Barcodes" not in food["folders"] or food["barcode"] != code:
            fail(f"barcodeCache: {code} -> {food_id} is not a barcode food with that code")
    return foods


# ---------------------------------------------------------------------------------- food log
TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")


def join(entry: dict, foods: dict, by_name: dict, where: str):
    """(how, food) for an entry: by id, else by exact name, else none."""
    food_id = entry.get("id")
    if food_id is not None and str(int(float(food_id))) in foods:
        food = foods[str(int(float(food_id)))]
        if food["name"] != entry["food"]:
            fail(f"{where}: id {food_id} is {food['name']!r}, entry says {entry['food']!r}")
        return "id", food
    if entry["food"] in by_name:
        return "name", by_name[entry["food"]]
    return "none", None


def check_log(root: str, foods: dict) -> dict:
    by_name = {f["name"]: f for f in foods.values()}
    raw = open(os.path.join(root, "Storage", "History", "foodHistory.json"), encoding="utf-8").read()
    history = json.loads(raw)
    facts: dict = {"long_floats": len(re.findall(r"\d\.\d{15,}", raw)),
                   "string_numbers": len(re.findall(r'"(cals|servings|id)": "', raw))}
    dates = list(history)
    facts["dates_sorted"] = dates == sorted(dates)
    facts["unsorted_time_days"] = sum(1 for d in dates if list(history[d]) != sorted(history[d]))
    entries = []  # (date, time, entry, source)
    shapes = defaultdict(int)
    for date_text, times in history.items():
        day = dt.date.fromisoformat(date_text)
        if not FIRST <= day <= LAST:
            fail(f"history: {date_text} outside the span")
        for time_text, value in times.items():
            if not TIME.match(time_text):
                fail(f"history {date_text}: bad time {time_text!r}")
            group = value if isinstance(value, list) else [value]
            shapes["list" if isinstance(value, list) else "object"] += 1
            for entry in group:
                entries.append((day, time_text, entry, "history"))
    cache = load(os.path.join(root, "Storage", "History", "foodHistoryCache.json"))["cache"]
    history_keys = defaultdict(int)
    for day, time_text, e, _ in entries:
        history_keys[(day, time_text, e["food"], number(e["servings"], "s"), e.get("id") and int(float(e["id"])), number(e["cals"], "c"))] += 1
    duplicates = 0
    for c in cache:
        day = dt.date.fromisoformat(c["date"])
        key = (day, c["time"], c["food"], number(c["servings"], "s"), c.get("id") and int(float(c["id"])), number(c["cals"], "c"))
        if history_keys.get(key):
            duplicates += 1
        else:
            entries.append((day, c["time"], c, "cache"))
    facts["cache_rows"], facts["cache_duplicates"] = len(cache), duplicates
    backlog = load(os.path.join(root, "Storage", "Other", "backlog.json"))["backlog"]
    backlog_rows = []
    for b in backlog:
        text = b["Date"].replace("\u202f", " ")
        for pattern in ("%b %d, %Y at %H:%M", "%b %d, %Y at %I:%M %p"):
            try:
                when = dt.datetime.strptime(text, pattern)
                break
            except ValueError:
                when = None
        if when is None:
            fail(f"backlog: unreadable date {b['Date']!r}")
            continue
        food = b["Food"]
        values = {k: number(food[k], "backlog " + k) for k in KEYS}
        servings = number(food["Servings"], "backlog Servings")
        backlog_rows.append((when, food["Name"], servings, values))
    facts["backlog"] = [(w.isoformat(sep=" "), n, s, v["Calories"] * s) for w, n, s, v in backlog_rows]

    # Per entry: cals = round(kcal x servings) where the food is known; per day totals.
    day_kcal_history = defaultdict(float)
    day_kcal = defaultdict(float)
    day_count = defaultdict(int)
    day_nutrients = defaultdict(lambda: defaultdict(float))
    day_known_kcal = defaultdict(float)
    matches = defaultdict(int)
    unmatched_names = set()
    for day, time_text, e, source in entries:
        where = f"{source} {day} {time_text} {e['food']}"
        servings, cals = number(e["servings"], where), number(e["cals"], where)
        how, food = join(e, foods, by_name, where)
        matches[how] += 1
        if food is not None:
            exact = food["values"]["Calories"] * servings
            if abs(exact - math.floor(exact) - 0.5) < 0.01:
                fail(f"{where}: {exact} is too close to a rounding tie")
            if round(exact) != cals:
                fail(f"{where}: cals {cals} but round({food['values']['Calories']} x {servings}) = {round(exact)}")
            for k in KEYS:
                day_nutrients[day][k] += food["values"][k] * servings
            day_known_kcal[day] += cals
        else:
            unmatched_names.add(e["food"])
        if source == "history":
            day_kcal_history[day] += cals
        day_kcal[day] += cals
        day_count[day] += 1
    for when, name, servings, values in backlog_rows:
        day = when.date()
        day_kcal[day] += values["Calories"] * servings
        day_known_kcal[day] += values["Calories"] * servings
        day_count[day] += 1
        matches["embedded"] += 1
        for k in KEYS:
            day_nutrients[day][k] += values[k] * servings
    facts.update(shapes=dict(shapes), matches=dict(matches), unmatched_names=sorted(unmatched_names))
    facts["not_logged"] = [d.isoformat() for d in DAYS if day_count[d] == 0]
    facts["history_days"] = len(history)
    facts["cache_only_days"] = [d.isoformat() for d in DAYS if day_count[d] and not day_kcal_history[d] and day_kcal[d]]
    facts["entries_per_day"] = {d.isoformat(): day_count[d] for d in DAYS}
    facts["kcal_history"] = {d.isoformat(): day_kcal_history[d] for d in DAYS}
    facts["kcal_all"] = {d.isoformat(): day_kcal[d] for d in DAYS}
    facts["nutrients"] = {d.isoformat(): dict(day_nutrients[d]) for d in DAYS}
    logged = [d for d in DAYS if day_count[d] >= 5]
    facts["days_in_1700_2600"] = sum(1 for d in logged if 1700 <= day_kcal[d] <= 2600)
    facts["logged_full_days"] = len(logged)
    facts["weekday_avg"] = sum(day_kcal[d] for d in logged if d.weekday() < 5) / max(1, sum(1 for d in logged if d.weekday() < 5))
    facts["weekend_avg"] = sum(day_kcal[d] for d in logged if d.weekday() >= 5) / max(1, sum(1 for d in logged if d.weekday() >= 5))
    facts["sodium_over"] = sum(1 for d in logged if day_nutrients[d]["Sodium"] > 2300)
    facts["fiber_under"] = sum(1 for d in logged if day_nutrients[d]["Fiber"] < 28)
    facts["potassium_under"] = sum(1 for d in logged if day_nutrients[d]["Potassium"] < 4700)
    return facts


# ---------------------------------------------------------------------------------- activity
STAMP = re.compile(r"^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d) ([+-])(\d\d)(\d\d)$")


def parse_stamp(text: str, where: str):
    m = STAMP.match(text)
    if not m:
        fail(f"{where}: bad timestamp {text!r}")
        return None, None
    y, mo, d, h, mi, s = (int(x) for x in m.groups()[:6])
    off = (int(m.group(8)) * 60 + int(m.group(9))) * (1 if m.group(7) == "+" else -1)
    local = dt.datetime(y, mo, d, h, mi, s)
    instant = (local - dt.timedelta(minutes=off)).replace(tzinfo=dt.timezone.utc)
    zone = LISBON if IN_LISBON[0] <= instant < IN_LISBON[1] else NEW_YORK
    expected = instant.astimezone(zone).utcoffset().total_seconds() / 60
    if expected != off:
        fail(f"{where}: offset {off} min at {text}, the phone's zone says {expected:.0f}")
    return instant, local.date()


def read_records(path: str):
    rows = []
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.reader(f, escapechar="\\", doublequote=False)
        header = next(reader)
        if header != ["sourceName", "sourceVersion", "device", "type", "unit", "creationDate", "startDate", "endDate", "value"]:
            fail(f"{path}: header {header}")
        for number_, row in enumerate(reader, start=2):
            if len(row) != 9:
                fail(f"{path}:{number_}: {len(row)} fields")
                continue
            where = f"{os.path.basename(path)}:{number_}"
            created, _ = parse_stamp(row[5], where)
            start, day = parse_stamp(row[6], where)
            end, _ = parse_stamp(row[7], where)
            if start is None or end is None or created is None:
                continue
            if end < start or created < end:
                fail(f"{where}: dates out of order")
            rows.append({"source": row[0], "device": row[2], "type": row[3], "unit": row[4], "start": start, "end": end,
                         "day": day, "value": float(row[8]), "line": number_})
    return rows


def is_watch(row) -> bool:
    return "model:Watch" in row["device"]


def merge_steps(rows, by_wall_clock=False):
    """Per minute: the watch's share where any watch sample touches the minute, else the phone's.
    Returns steps per local day. by_wall_clock keys minutes by local wall time (the mistake to avoid)."""
    minutes = defaultdict(lambda: [0.0, 0.0, False, None])  # watch, phone, watch present, day
    for r in rows:
        s, e = r["start"].timestamp(), r["end"].timestamp()
        duration = max(e - s, 1e-9)
        m = int(s // 60)
        while m * 60 < e or (e == s and m * 60 <= s):
            overlap = min(e, m * 60 + 60) - max(s, m * 60)
            share = r["value"] * overlap / duration if e > s else r["value"]
            key = m
            if by_wall_clock:
                key = (r["day"], r["local_minute_of_day"] + (m - int(s // 60)))
            slot = minutes[key]
            if is_watch(r):
                slot[0] += share
                slot[2] = True
            else:
                slot[1] += share
            if slot[3] is None:
                slot[3] = r["day"]
            m += 1
    per_day = defaultdict(float)
    for watch, phone, watch_present, day in minutes.values():
        per_day[day] += watch if watch_present else phone
    return per_day


def check_activity(root: str) -> dict:
    facts: dict = {}
    folder = os.path.join(root, "activity")
    steps = read_records(os.path.join(folder, "apple-health-steps.csv"))
    energy = read_records(os.path.join(folder, "apple-health-energy.csv"))
    heart = read_records(os.path.join(folder, "apple-health-heart-rate.csv"))
    for r in steps:
        lt = r["start"].astimezone(LISBON if IN_LISBON[0] <= r["start"] < IN_LISBON[1] else NEW_YORK)
        r["local_minute_of_day"] = lt.hour * 60 + lt.minute
        if r["start"] == r["end"]:
            fail(f"steps:{r['line']}: zero-length sample")
    facts["sources"] = sorted({r["source"] for r in steps + energy + heart})
    types = defaultdict(int)
    units = defaultdict(int)
    for r in steps + energy + heart:
        types[r["type"]] += 1
        units[(r["type"], r["unit"])] += 1
    facts["types"], facts["units"] = dict(types), {f"{t}/{u}": n for (t, u), n in units.items()}

    step_rows = [r for r in steps if r["type"] == "StepCount"]
    naive, watch_only, phone_only = defaultdict(float), defaultdict(float), defaultdict(float)
    for r in step_rows:
        naive[r["day"]] += r["value"]
        (watch_only if is_watch(r) else phone_only)[r["day"]] += r["value"]
    merged = merge_steps(step_rows)
    wall = merge_steps(step_rows, by_wall_clock=True)
    # Overlap classes of phone samples: wholly within watch minutes, apart from them, or partly.
    watch_minutes = set()
    for r in step_rows:
        if is_watch(r):
            m = int(r["start"].timestamp() // 60)
            while m * 60 < r["end"].timestamp():
                watch_minutes.add(m)
                m += 1
    covered = apart = partial = 0
    apart_days = defaultdict(int)
    for r in step_rows:
        if is_watch(r):
            continue
        ms = range(int(r["start"].timestamp() // 60), int((r["end"].timestamp() - 1) // 60) + 1)
        hits = [m in watch_minutes for m in ms]
        near = any(m + k in watch_minutes for m in ms for k in (-2, -1, 1, 2))
        if all(hits):
            covered += 1
        elif not any(hits) and not near:
            apart += 1
            apart_days[r["day"]] += r["value"]
        else:
            partial += 1
    if partial:
        fail(f"{partial} phone samples are partly covered by the watch or within two minutes of it")
    if not covered or not apart:
        fail("need both overlapping and phone-only step samples")
    for day in DAYS:
        if abs(merged[day] - round(merged[day])) > 1e-6:
            fail(f"merged steps of {day} are not whole: {merged[day]}")
        if abs(merged[day] - (watch_only[day] + apart_days[day])) > 1e-6:
            fail(f"merged steps of {day}: per-minute merge {merged[day]} != watch + phone-only {watch_only[day] + apart_days[day]}")
    facts["phone_samples_covered"], facts["phone_samples_apart"] = covered, apart
    facts["steps"] = {d.isoformat(): {"naive": naive[d], "watch": watch_only[d], "phone": phone_only[d],
                                      "merged": round(merged[d]), "wall_clock_merge": round(wall[d])} for d in DAYS}

    active, basal, flights = defaultdict(float), defaultdict(float), defaultdict(int)
    hours = defaultdict(int)
    for r in energy:
        if r["type"] == "ActiveEnergyBurned":
            if r["unit"] not in ("kcal", "Cal"):
                fail(f"energy:{r['line']}: unit {r['unit']}")
            active[r["day"]] += r["value"]
        elif r["type"] == "BasalEnergyBurned":
            basal[r["day"]] += r["value"]
            hours[r["day"]] += 1
        else:
            flights[r["type"]] += 1
    hr = defaultdict(list)
    for r in heart:
        hr[r["day"]].append(r["value"])
    facts["energy"] = {d.isoformat(): {"active": active[d], "basal": basal[d], "basal_hours": hours[d]} for d in DAYS}
    facts["unused_types"] = dict(flights)
    facts["heart"] = {d.isoformat(): (min(hr[d]), max(hr[d]), sum(hr[d]) / len(hr[d]), len(hr[d])) for d in DAYS if hr[d]}

    # The daily dialects must agree with the record files (Health Auto Export and plain: merged
    # steps and energy; Google Fit: the phone's steps).
    other = os.path.join(folder, "other-dialects")
    with open(os.path.join(other, "health-auto-export.csv"), encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    if rows[0] != ["Date/Time", "Active Energy (kJ)", "Step Count (count)", "Resting Energy (kJ)"]:
        fail(f"health-auto-export header {rows[0]}")
    for row in rows[1:]:
        day = dt.date.fromisoformat(row[0][:10])
        if abs(float(row[1]) - active[day] * 4.184) > 0.006 or int(row[2]) != round(merged[day]) \
                or abs(float(row[3]) - basal[day] * 4.184) > 0.006:
            fail(f"health-auto-export {day}: {row} disagrees with the Apple Health files")
    with open(os.path.join(other, "google-fit-daily.csv"), encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    empty = 0
    for row in rows:
        day = dt.date.fromisoformat(row["Date"])
        empty += sum(1 for v in row.values() if v == "")
        if row["Step count"] and int(row["Step count"]) != phone_only[day]:
            fail(f"google-fit {day}: steps {row['Step count']} != phone {phone_only[day]}")
        if not 1300 < float(row["Calories (kcal)"]) < 3000:
            fail(f"google-fit {day}: calories {row['Calories (kcal)']}")
    facts["google_fit_empty_fields"] = empty
    raw = open(os.path.join(other, "plain-daily.csv"), "rb").read()
    if not raw.startswith(b"\xef\xbb\xbf") or b"\r\n" not in raw:
        fail("plain-daily.csv: expected a BOM and CRLF")
    lines = raw[3:].decode("utf-8").split("\r\n")
    for line in lines[1:]:
        if not line:
            continue
        date, s, a, b = line.split(",")
        day = dt.date.fromisoformat(date)
        if int(s) != round(merged[day]) or int(a) != round(active[day]) or int(b) != round(basal[day]):
            fail(f"plain-daily {day}: {line}")
    return facts


def check_pantry(root: str) -> dict:
    """pantry.csv (KeepFresh CSV, BOM, CRLF) and pantry-parse.json (Parse export) hold the same items;
    their statuses on the report's last day, 2026-11-15, with "soon" = 3 days."""
    path = os.path.join(root, "pantry.csv")
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    def day(text: str, where: str):
        if not text:
            return None
        try:
            return dt.date.fromisoformat(text[:10])
        except ValueError:
            fail(f"{where}: bad date {text!r}")
            return None
    items = {}
    for number_, row in enumerate(rows, start=2):
        where = f"pantry.csv:{number_}"
        items[row["itemId"]] = (row["itemName"], row["category"], day(row["purchaseDate"], where),
                                day(row["expiryDate"], where), row["favorited"] == "true")
        bought, expires = items[row["itemId"]][2], items[row["itemId"]][3]
        if bought and expires and expires < bought:
            fail(f"{where}: expires before it was bought")
    if len(items) != len(rows):
        fail("pantry.csv: item ids repeat")
    parse = load(os.path.join(root, "pantry-parse.json"))["results"]
    for obj in parse:
        def parse_day(value):
            return None if value is None else day(value["iso"], "pantry-parse.json")
        twin = (obj["itemName"], obj["category"], parse_day(obj["purchaseDate"]), parse_day(obj["expiryDate"]), obj["favorited"])
        if items.get(obj["itemId"]) != twin:
            fail(f"pantry-parse.json: {obj['itemId']} differs from pantry.csv")
    if len(parse) != len(items):
        fail("pantry-parse.json: not the same number of items as pantry.csv")
    today, counts = dt.date(2026, 11, 15), defaultdict(int)
    for _, _, _, expires, _ in items.values():
        left = None if expires is None else (expires - today).days
        status = ("no date" if left is None else "expired" if left < 0 else "today" if left == 0
                  else "soon" if left <= 3 else "fresh")
        counts[status] += 1
    return {"items": len(items), "statuses": dict(counts), "favourites": sum(1 for i in items.values() if i[4])}


def main(argv: list[str]) -> int:
    root = argv[1] if len(argv) > 1 else "sample-data"
    foods = check_foods(root)
    log = check_log(root, foods)
    act = check_activity(root)
    pantry = check_pantry(root)
    print(f"foods: {len(foods)} objects; in Presets and Recents: "
          f"{sorted(k for k, f in foods.items() if 'Presets' in f['folders'] and 'Recents' in f['folders'])}")
    print(f"history: {log['history_days']} dates (sorted: {log['dates_sorted']}), {log['unsorted_time_days']} days with unsorted times, "
          f"shapes {log['shapes']}, long floats {log['long_floats']}, numbers as strings {log['string_numbers']}")
    print(f"cache: {log['cache_rows']} rows, {log['cache_duplicates']} already in history; cache-only days {log['cache_only_days']}")
    print(f"backlog: {log['backlog']}")
    print(f"joins: {log['matches']}; kcal-only names: {log['unmatched_names']}")
    print(f"not logged: {log['not_logged']}")
    print(f"full days {log['logged_full_days']}, within 1700-2600 kcal: {log['days_in_1700_2600']}; "
          f"avg weekday {log['weekday_avg']:.0f}, weekend {log['weekend_avg']:.0f}; sodium>2300 on {log['sodium_over']}, "
          f"fiber<28 on {log['fiber_under']}, potassium<4700 on {log['potassium_under']}")
    print("day        n  kcal(hist) kcal(all)  Na    fiber  K      | steps naive  watch  phone merged wallclk | active  basal(h)  HR min/max/avg/n")
    for d in DAYS:
        k = d.isoformat()
        n = log["nutrients"][k]
        s = act["steps"][k]
        e = act["energy"][k]
        h = act["heart"].get(k)
        hr = f"{h[0]:.0f}/{h[1]:.0f}/{h[2]:.1f}/{h[3]}" if h else "-"
        print(f"{k} {log['entries_per_day'][k]:2d} {log['kcal_history'][k]:8.0f} {log['kcal_all'][k]:8.0f} "
              f"{n.get('Sodium', 0):6.0f} {n.get('Fiber', 0):5.1f} {n.get('Potassium', 0):5.0f} | "
              f"{s['naive']:6.0f} {s['watch']:6.0f} {s['phone']:6.0f} {s['merged']:6d} {s['wall_clock_merge']:6d} | "
              f"{e['active']:7.2f} {e['basal']:8.2f}({e['basal_hours']}) {hr}")
    print(f"activity sources: {act['sources']}")
    print(f"types: {act['types']}; units: {act['units']}; unused: {act['unused_types']}")
    print(f"phone step samples inside watch minutes: {act['phone_samples_covered']}, apart from the watch: {act['phone_samples_apart']}")
    print(f"google fit empty fields: {act['google_fit_empty_fields']}")
    print(f"pantry on 2026-11-15 (soon = 3 days): {pantry['items']} items, {pantry['statuses']}, {pantry['favourites']} favourites")
    if failures:
        print(f"\n{len(failures)} problem(s):", file=sys.stderr)
        for f in failures[:50]:
            print("  " + f, file=sys.stderr)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
