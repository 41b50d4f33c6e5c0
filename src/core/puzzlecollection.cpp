// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzle collections (docs/board-format.md, "Puzzle collections"): a folder is the unit an author
// hands out, so its order is the author's (collection.json) and otherwise the one a file manager
// shows (by name).
#include "puzzlecollection.h"

#include "filereading.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace ml
{

namespace
{

FileError broken(const QString &where, const QString &reason)
{
    return {2, where, reason};
}

// collection.json's title: {"en", "nl"}, both optional strings.
bool readTitle(const QJsonObject &root, PuzzleText *title, FileError *error)
{
    if (!root.contains(u"title")) return true;
    if (!root.value(u"title").isObject()) {
        *error = broken(QStringLiteral("title"), QStringLiteral("expected an object"));
        return false;
    }
    const QJsonObject t = root.value(u"title").toObject();
    for (const char16_t *lang : {u"en", u"nl"}) {
        const QJsonValue v = t.value(QStringView(lang));
        if (v.isUndefined()) continue;
        if (!v.isString()) {
            *error = broken(QStringLiteral("title.") + QString::fromUtf16(lang),
                            QStringLiteral("expected a string"));
            return false;
        }
        (lang == QStringView(u"en") ? title->en : title->nl) = v.toString();
    }
    return true;
}

} // namespace

std::optional<PuzzleCollection> readCollection(const QString &dir, FileError *error)
{
    const QDir folder(dir);
    QStringList byName = folder.entryList({QStringLiteral("*.meeple")}, QDir::Files);
    std::sort(byName.begin(), byName.end()); // by code point, the same on every system
    PuzzleCollection collection;
    const QString index = folder.filePath(collectionFileName());
    // exists() is false for a link to nothing, which is then refused as unreadable.
    if (!QFileInfo(index).exists() && !QFileInfo(index).isSymLink()) {
        collection.files = byName;
        return collection;
    }
    const std::optional<QJsonObject> read = readJsonObjectAtMost(index, kMaxCollectionBytes, error);
    if (!read) return std::nullopt;
    const QJsonObject &root = *read;
    if (!readTitle(root, &collection.title, error)) return std::nullopt;
    const QJsonValue order = root.value(u"order");
    if (!order.isUndefined() && !order.isArray()) {
        *error = broken(QStringLiteral("order"), QStringLiteral("expected an array"));
        return std::nullopt;
    }
    const QJsonArray listed = order.toArray();
    for (qsizetype i = 0; i < listed.size(); ++i) {
        const QString where = QStringLiteral("order[%1]").arg(i);
        const QString file = listed.at(i).toString();
        if (!listed.at(i).isString() || file.isEmpty()) {
            *error = broken(where, QStringLiteral("expected a file name"));
            return std::nullopt;
        }
        // Only the folder's own board files: a collection does not reach elsewhere.
        if (!byName.contains(file)) {
            *error = broken(where, QStringLiteral("\"%1\" is not a board file (*.meeple) of "
                                                  "the folder")
                                       .arg(file));
            return std::nullopt;
        }
        if (collection.files.contains(file)) {
            *error = broken(where, QStringLiteral("\"%1\" is listed twice").arg(file));
            return std::nullopt;
        }
        collection.files << file;
    }
    for (const QString &file : std::as_const(byName))
        if (!collection.files.contains(file)) collection.files << file;
    return collection;
}

} // namespace ml
