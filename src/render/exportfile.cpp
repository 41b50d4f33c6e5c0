// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QSaveFile>

namespace ml
{

bool writeExportFile(const QString &path, const std::function<bool(QIODevice *)> &write,
                     QString *why)
{
    QString ignored;
    QString *reason = why ? why : &ignored;
    // Drawn in memory first: QPdfWriter and QSvgGenerator do not all say when a write fails,
    // so the bytes are handed to the file in one piece and counted.
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!write(&buffer)) {
            reason->clear();
            return false;
        }
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *reason = file.errorString();
        return false;
    }
    const qint64 written = file.write(bytes);
    // flush() hands the file's buffer to the system: a write refused there (a full disk)
    // would otherwise go unseen by commit().
    if (written != bytes.size() || !file.flush()) {
        *reason = QCoreApplication::translate(
                      "SaveFile", "only %1 of %2 bytes could be written (is the disk full?); "
                                  "the file was left as it was")
                      .arg(qMax<qint64>(0, file.size()))
                      .arg(bytes.size());
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        *reason = file.errorString();
        return false;
    }
    return true;
}

} // namespace ml
