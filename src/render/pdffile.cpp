// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdffile.h"

#include "exportfile.h"
#include "picturetext.h"
#include "svgmetadata.h"

#include <QPdfWriter>

namespace ml
{

namespace
{
// The document's XMP metadata with its title and description. Qt 6.4's QPdfWriter has a title
// and a creator, but no subject (the document information's /Subject) and no way to tag the
// page contents: a PDF it writes cannot carry alternative text on the picture itself (a
// /Figure structure element with /Alt), which screen readers would read in place. The best it
// allows is the document's own metadata, written here whole since Qt then leaves out its own:
// dc:title and dc:description, which PDF readers show as the title and the subject.
QByteArray xmpMetadata(const QString &title, const QString &description)
{
    const auto alt = [](const char *key, const QString &text) {
        return QStringLiteral("   <dc:%1><rdf:Alt><rdf:li xml:lang=\"x-default\">%2</rdf:li>"
                              "</rdf:Alt></dc:%1>\n")
            .arg(QLatin1String(key), xmlText(text));
    };
    return QByteArray("<?xpacket begin=\"\xEF\xBB\xBF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n") +
           QStringLiteral("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                          " <rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                          "  <rdf:Description rdf:about=\"\"\n"
                          "    xmlns:dc=\"http://purl.org/dc/elements/1.1/\"\n"
                          "    xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">\n"
                          "%1%2"
                          "   <xmp:CreatorTool>Meeple Lab</xmp:CreatorTool>\n"
                          "  </rdf:Description>\n"
                          " </rdf:RDF>\n"
                          "</x:xmpmeta>\n")
               .arg(alt("title", title), alt("description", description))
               .toUtf8() +
           QByteArray("<?xpacket end=\"w\"?>");
}
} // namespace

bool writePdfFile(const QString &path, const QString &title, const QPageSize &size,
                  QPageLayout::Orientation orientation,
                  const std::function<bool(QPagedPaintDevice *)> &paint, QString *error,
                  const QString &lang, const QString &description)
{
    // The file is given as a device, since QPdfWriter given a name says nothing when it cannot
    // write; the device replaces the old file only when every byte was written.
    const auto draw = [&](QIODevice *device) {
        QPdfWriter writer(device);
        writer.setCreator(QStringLiteral("Meeple Lab"));
        writer.setTitle(title);
        if (!description.isEmpty()) writer.setDocumentXmpMetadata(xmpMetadata(title, description));
        writer.setResolution(300);
        writer.setPageSize(size);
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
        writer.setPageOrientation(orientation);
        return paint(&writer);
    };
    QString why;
    if (!writeExportFile(path, draw, &why)) {
        if (error)
            *error = why.isEmpty()
                         ? textIn("PicturePages",
                                  QT_TRANSLATE_NOOP("PicturePages", "cannot write %1"), lang)
                               .arg(path)
                         : textIn("PicturePages",
                                  QT_TRANSLATE_NOOP("PicturePages", "cannot write %1: %2"), lang)
                               .arg(path, why);
        return false;
    }
    return true;
}

} // namespace ml
