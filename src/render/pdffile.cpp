#include "pdffile.h"

#include "picturetext.h"

#include <QFile>
#include <QPdfWriter>

namespace ml
{

bool writePdfFile(const QString &path, const QString &title, const QPageSize &size,
                  QPageLayout::Orientation orientation,
                  const std::function<bool(QPagedPaintDevice *)> &paint, QString *error,
                  const QString &lang)
{
    // The file is opened here, since QPdfWriter given a name says nothing when it cannot write.
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = textIn("PicturePages",
                            QT_TRANSLATE_NOOP("PicturePages", "cannot write %1: %2"), lang)
                         .arg(path, file.errorString());
        return false;
    }
    bool painted = false;
    {
        QPdfWriter writer(&file);
        writer.setCreator(QStringLiteral("Meeple Lab"));
        writer.setTitle(title);
        writer.setResolution(300);
        writer.setPageSize(size);
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
        writer.setPageOrientation(orientation);
        painted = paint(&writer);
    }
    file.close();
    if (!painted || file.error() != QFileDevice::NoError) {
        if (error)
            *error =
                textIn("PicturePages", QT_TRANSLATE_NOOP("PicturePages", "cannot write %1"), lang)
                    .arg(path);
        return false;
    }
    return true;
}

} // namespace ml
