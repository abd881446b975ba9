/// How an Apple Health export is stored: a plain export.xml, or the member of an export.zip.
struct HealthExportLayout: Sendable, Equatable {
    enum Container: Sendable, Equatable {
        case xml
        case zip(ZipMember)
    }

    var container: Container

    var dialect: ActivityDialect {
        switch container {
        case .xml: .appleHealthExportXML
        case .zip: .appleHealthExportZip
        }
    }
}
