#pragma once

#include "documentcommand.h"
#include "geometry.h"

#include <QJsonObject>

// The tile edits, one class per user action. Indices are those of the file's "tiles" array,
// which are also the set-up game's tile indices.
namespace ml
{

class PlaceTileCommand : public DocumentCommand
{
public:
    PlaceTileCommand(BoardDocument *document, const QString &tileId, Cell at, int quarterTurns);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    QJsonObject m_tile;
    bool m_hadKey;
};

// Moves a tile (and the figures on it) to another cell, keeping its rotation.
class MoveTileCommand : public DocumentCommand
{
public:
    MoveTileCommand(BoardDocument *document, int index, Cell to);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    int m_index;
    Cell m_from, m_to;
    int m_rot;
};

// Turns a tile in place by `delta` quarter turns clockwise; its figures turn with it.
class RotateTileCommand : public DocumentCommand
{
public:
    RotateTileCommand(BoardDocument *document, int index, int delta);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    int m_index;
    Cell m_at;
    int m_from, m_to;
};

// Removes a tile. Figures on it must go first (BoardDocument's edit helpers build the macro).
class RemoveTileCommand : public DocumentCommand
{
public:
    RemoveTileCommand(BoardDocument *document, int index);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    int m_index;
    QJsonObject m_tile;
};

} // namespace ml
