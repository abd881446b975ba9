/// The energy of a kilogram of body weight gained or lost.
public enum WeightChangeEnergy {
    /// 7,700 kcal per kilogram of body weight change, the figure every scale-based estimate here uses
    /// (expenditure, the intake for a chosen rate).
    ///
    /// Source: the "3,500 kcal per pound" rule (3,500 kcal ÷ 0.45359237 kg = 7,716 kcal/kg, rounded to
    /// 7,700), going back to Wishnofsky, "Caloric equivalents of gained or lost weight", Am J Clin Nutr
    /// 6 (1958) 542–546, which estimated it from the energy of adipose tissue (about 87 % fat).
    ///
    /// Caveat (Hall, "What is the required energy deficit per unit weight loss?", Int J Obes 32 (2008)
    /// 573–576): the energy density of weight change depends on how much of it is fat and how much lean
    /// tissue and water, which depends on body fat. About 32.2 MJ/kg (≈ 7,700 kcal/kg) is a typical
    /// average; for lean people a larger share of the change is lean tissue, so the true figure is lower
    /// and 7,700 overstates the energy of their weight change (and so the gap between intake and
    /// expenditure that a change in weight implies). Early in a diet, shifts of glycogen and water move
    /// the scale with little energy at all.
    public static let kilocaloriesPerKilogram = 7_700.0
}
