// SPDX-License-Identifier: GPL-3.0-or-later
// How the board's exported pictures are made, kept in the board file's "picture" key so the
// next export, and `meeplelab-cli render`, make the same picture. Changing them changes no
// rule and no score.
#include "boarddocument.h"

#include <QCoreApplication>

namespace ml
{

namespace
{
const QString kPicture = QStringLiteral("picture");
} // namespace

PictureSettings BoardDocument::pictureSettings() const
{
    return m_file ? m_file->pictureSettings() : PictureSettings();
}

bool BoardDocument::setPictureSettings(const PictureSettings &settings, QString *why)
{
    const QJsonObject entry = pictureSettingsJson(settings);
    // The file's own object may hold keys this program does not know: they stay.
    QJsonObject merged = m_json.value(kPicture).toObject();
    for (const QString &key : pictureSettingsJson(pictureSettings()).keys())
        merged.remove(key);
    for (auto it = entry.constBegin(); it != entry.constEnd(); ++it)
        merged.insert(it.key(), it.value());
    const QJsonValue after = merged.isEmpty() ? QJsonValue(QJsonValue::Undefined) : merged;
    if (after == m_json.value(kPicture)) return false;
    FileEdit edit;
    edit.after.insert(kPicture, after);
    edit.words = [] { return QCoreApplication::translate("Commands", "Change picture settings"); };
    return commit(std::move(edit), why);
}

} // namespace ml
