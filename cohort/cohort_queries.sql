-- The cohort tables, in SQL that Spark SQL and DuckDB both run as written (cohort_job.py and
-- duckdb_cohort.py read this file, so the two engines cannot drift apart). Both engines first
-- register the raw CSV tables of an export folder with every cell as text and the Hive partition
-- columns as text: days_csv (days/participant=ID/year=YYYY/part.csv), daily_values_csv
-- (daily_values/participant=ID/part.csv) and body_days_csv (body_days/participant=ID/year=YYYY/part.csv;
-- no rows when no participant was exported with body files). Each statement starts with `-- name: NAME`; `view:`
-- statements become views the later ones use. docs/cohort.md defines every figure.

-- name: view:days
SELECT participant,
       CAST(date AS DATE) AS date,
       counted = 'true' AS counted,
       CAST(kcal AS DOUBLE) AS kcal,
       CAST(sodium_mg AS DOUBLE) AS sodium_mg,
       CAST(protein_g AS DOUBLE) AS protein_g,
       CAST(net_kcal AS DOUBLE) AS net_kcal
FROM days_csv;

-- name: view:sodium_limits
SELECT participant, CAST(amount AS DOUBLE) AS sodium_mg_limit
FROM daily_values_csv
WHERE nutrient = 'sodium_mg';

-- name: view:body_days
SELECT participant,
       CAST(date AS DATE) AS date,
       CAST(weight_trend_kg AS DOUBLE) AS weight_trend_kg,
       CAST(expenditure_kcal AS DOUBLE) AS expenditure_kcal
FROM body_days_csv;

-- name: weekly_averages
SELECT participant,
       CAST(date_trunc('week', date) AS DATE) AS week,
       count(*) AS counted_days,
       avg(kcal) AS kcal_avg,
       avg(sodium_mg) AS sodium_mg_avg,
       avg(protein_g) AS protein_g_avg,
       avg(net_kcal) AS net_kcal_avg
FROM days
WHERE counted
GROUP BY participant, CAST(date_trunc('week', date) AS DATE)
ORDER BY participant, week;

-- name: sodium_over_limit
SELECT w.week,
       count(*) AS participants,
       sum(CASE WHEN w.sodium_mg_avg > l.sodium_mg_limit THEN 1 ELSE 0 END) AS over_limit,
       CAST(sum(CASE WHEN w.sodium_mg_avg > l.sodium_mg_limit THEN 1 ELSE 0 END) AS DOUBLE) / count(*) AS share_over_limit
FROM (SELECT participant, CAST(date_trunc('week', date) AS DATE) AS week, avg(sodium_mg) AS sodium_mg_avg
      FROM days
      WHERE counted AND sodium_mg IS NOT NULL
      GROUP BY participant, CAST(date_trunc('week', date) AS DATE)) AS w
JOIN sodium_limits AS l ON l.participant = w.participant
GROUP BY w.week
ORDER BY w.week;

-- name: energy_balance_by_month
SELECT substr(CAST(date AS STRING), 1, 7) AS month,
       count(DISTINCT participant) AS participants,
       count(*) AS days,
       avg(net_kcal) AS net_kcal_avg
FROM days
WHERE counted AND net_kcal IS NOT NULL
GROUP BY substr(CAST(date AS STRING), 1, 7)
ORDER BY month;

-- name: body_change
SELECT t.participant,
       t.first_date,
       t.last_date,
       f.weight_trend_kg AS first_trend_kg,
       l.weight_trend_kg AS last_trend_kg,
       l.weight_trend_kg - f.weight_trend_kg AS weight_change_kg,
       e.expenditure_days,
       e.expenditure_kcal_avg,
       i.counted_days,
       i.kcal_avg
FROM (SELECT participant, min(date) AS first_date, max(date) AS last_date
      FROM body_days
      WHERE weight_trend_kg IS NOT NULL
      GROUP BY participant) AS t
JOIN body_days AS f ON f.participant = t.participant AND f.date = t.first_date
JOIN body_days AS l ON l.participant = t.participant AND l.date = t.last_date
JOIN (SELECT participant, count(expenditure_kcal) AS expenditure_days, avg(expenditure_kcal) AS expenditure_kcal_avg
      FROM body_days
      GROUP BY participant) AS e ON e.participant = t.participant
LEFT JOIN (SELECT participant, count(*) AS counted_days, avg(kcal) AS kcal_avg
           FROM days
           WHERE counted
           GROUP BY participant) AS i ON i.participant = t.participant
ORDER BY t.participant;
