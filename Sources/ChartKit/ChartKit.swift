/// ChartKit: chart descriptions → scales, ticks and layout → a plain scene of shapes and text.
public enum ChartKit {}
