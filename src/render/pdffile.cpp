// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdffile.h"

#include "exportfile.h"
#include "picturetext.h"

#include <QPdfWriter>

namespace ml
{

bool writePdfFile(const QString &path, const QString &title, const QPageSize &size,
                  QPageLayout::Orientation orientation,
                  const std::function<bool(QPagedPaintDevice *)> &paint, QString *error,
                  const QString &lang)
{
    // The file is given as a device, since QPdfWriter given a name says nothing when it cannot
    // write; the device replaces the old file only when every byte was written.
    const auto draw = [&](QIODevice *device) {
        QPdfWriter writer(device);
        writer.setCreator(QStringLiteral("Meeple Lab"));
        writer.setTitle(title);
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
