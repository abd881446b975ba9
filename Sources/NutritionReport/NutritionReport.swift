import Mustache
import NutritionStats

/// NutritionReport: the weekly report's view model, templates and output folder.
public enum NutritionReport {}
