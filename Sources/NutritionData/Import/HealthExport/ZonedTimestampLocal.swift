extension ZonedTimestamp {
    /// The local calendar day and time of day of the timestamp's wall clock (negative seconds, before
    /// 1970, round down to the day before).
    var localDayAndTime: (date: LocalDate, time: LocalTime) {
        let seconds = localSeconds
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = LocalTime(secondsSinceMidnight: Int(seconds - day * 86_400)) ?? .midnight
        return (LocalDate(dayNumber: Int(day)), time)
    }
}
