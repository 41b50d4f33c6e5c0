#pragma once

#include "geometry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// Small edits of board-file JSON shared by the commands. They keep the file's own spelling
// (degrees, [x, y] arrays) so that an edit and its undo give back the very same text.
namespace ml::jsonedit
{

Cell cellOf(const QJsonValue &at);
QJsonArray cellValue(Cell c);
int quarterTurnsOf(const QJsonObject &tile); // from "rot" in degrees

// Replaces array `key` of `json`; an empty array is dropped when `keepEmpty` is false, so a
// file that had no "figures" key gets none back on undo.
void setArray(QJsonObject &json, const QString &key, const QJsonArray &array, bool keepEmpty);

// Puts tile `index` at `at` turned `quarterTurns`, carrying the figures standing on it along:
// their cells follow the tile and their board-orientation ports turn with it.
void transformTile(QJsonObject &json, int index, Cell at, int quarterTurns);

} // namespace ml::jsonedit
