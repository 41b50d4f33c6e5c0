// SPDX-License-Identifier: GPL-3.0-or-later
#include "savewrite.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace ml
{

bool writeAndCommit(QSaveFile &file, const QByteArray &data, QString *error)
{
    auto fail = [&file, error](const QString &why) {
        file.cancelWriting(); // commit() now refuses, and the temporary file is removed
        if (error) *error = why;
        return false;
    };
    if (!file.isOpen() && !file.open(QIODevice::WriteOnly)) return fail(file.errorString());
    const qint64 written = file.write(data);
    if (written < 0) return fail(file.errorString());
    if (written < data.size()) {
        return fail(QCoreApplication::translate(
                        "SaveFile", "only %1 of %2 bytes could be written (is the disk full?); "
                                    "the file was left as it was")
                        .arg(written)
                        .arg(data.size()));
    }
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace ml
