/// Reduces a long polyline to what can be seen: of the points falling in the same pixel column it
/// keeps the first, the lowest, the highest and the last (in their original order). The drawn line
/// covers exactly the same pixels, so 10,000 points on a 600-pixel plot draw as at most 2,400.
enum PointThinning {
    static func thin(_ points: [Point]) -> [Point] {
        guard points.count > 4 else { return points }
        var result: [Point] = []
        result.reserveCapacity(points.count)
        var start = 0
        while start < points.count {
            let column = points[start].x.rounded(.down)
            var end = start + 1
            while end < points.count && points[end].x.rounded(.down) == column { end += 1 }
            if end - start <= 4 {
                result += points[start..<end]
            } else {
                var low = start
                var high = start
                for i in start..<end {
                    if points[i].y < points[low].y { low = i }
                    if points[i].y > points[high].y { high = i }
                }
                let keep = Set([start, low, high, end - 1]).sorted()
                result += keep.map { points[$0] }
            }
            start = end
        }
        return result
    }
}
