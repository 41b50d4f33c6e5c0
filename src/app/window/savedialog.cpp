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
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void SaveDialog::remember(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return;
    QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

} // namespace ml
