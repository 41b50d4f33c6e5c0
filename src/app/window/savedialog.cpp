// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace ml
{

namespace
{
const QString kLastFolderKey = QStringLiteral("lastFolder");
}

QString SaveDialog::ask(QWidget *parent, const QString &objectName, const QString &title,
                        const QList<Filter> &filters, const QString &folder, const QString &name)
{
    QFileDialog dialog(parent, title, folder);
    dialog.setObjectName(objectName);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    // A native dialog may check for an existing file before Qt adds the default suffix, and
    // then "name" would replace "name.meeple" without a word; Qt's own dialog adds the suffix
    // first and then asks.
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    QStringList texts;
    for (const Filter &f : filters)
        texts << f.text;
    dialog.setNameFilters(texts);
    if (!filters.isEmpty()) dialog.setDefaultSuffix(filters.first().suffix);
    QObject::connect(&dialog, &QFileDialog::filterSelected, &dialog,
                     [&dialog, filters](const QString &text) {
                         for (const Filter &f : filters)
                             if (f.text == text) dialog.setDefaultSuffix(f.suffix);
                     });
    if (!name.isEmpty()) dialog.selectFile(name);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    return dialog.selectedFiles().first();
}

QString SaveDialog::startFolder(const QString &boardFile)
{
    // Bundled examples (":/examples/...") have no folder the user can write to.
    if (!boardFile.isEmpty() && !boardFile.startsWith(QLatin1Char(':'))) {
        const QFileInfo info(boardFile);
        if (info.absoluteDir().exists()) return info.absolutePath();
    }
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QDir(last).exists()) return last;
    // A folder that does not exist would be taken by the file dialog as a file to select,
    // and its name ("Documents") offered as the file's name.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QDir(documents).exists() ? documents : QDir::homePath();
}

QString SaveDialog::fileNameFrom(const QString &title)
{
    static const QString refused = QStringLiteral("/\\:*?\"<>|");
    QString name;
    name.reserve(title.size());
    for (const QChar c : title)
        name += c.category() == QChar::Other_Control || refused.contains(c) ? QChar(u' ') : c;
    name = name.simplified();
    // A leading dot hides the file; a trailing dot or space is dropped by Windows.
    while (name.startsWith(u'.') || name.startsWith(u' '))
        name.remove(0, 1);
    name.truncate(100);
    // Not half of a surrogate pair at the cut.
    if (!name.isEmpty() && name.back().isHighSurrogate()) name.chop(1);
    while (name.endsWith(u'.') || name.endsWith(u' '))
        name.chop(1);
    return name;
}

void SaveDialog::remember(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return;
    QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

} // namespace ml
