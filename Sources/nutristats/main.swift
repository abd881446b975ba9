import NutriStatsCLI

NutriStatsCommand.main()
