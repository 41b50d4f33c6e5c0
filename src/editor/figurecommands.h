#pragma once

#include "documentcommand.h"

#include <QJsonObject>

// Figure edits. A figure is written as in the file: type, player, cell and location in board
// orientation (format.md §1.3), so a saved board reads the same in `meeplelab-cli`.
namespace ml
{

class PlaceFigureCommand : public DocumentCommand
{
public:
    PlaceFigureCommand(BoardDocument *document, const QJsonObject &figure);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    QJsonObject m_figure;
    bool m_hadKey;
};

// Moves a figure to another spot; its kind, player and flock stay, and so does its place in
// the list, so undo puts back exactly what was there.
class MoveFigureCommand : public DocumentCommand
{
public:
    MoveFigureCommand(BoardDocument *document, int index, const QJsonValue &at, const QString &on);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    int m_index;
    QJsonObject m_from, m_to;
};

class RemoveFigureCommand : public DocumentCommand
{
public:
    RemoveFigureCommand(BoardDocument *document, int index);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    int m_index;
    QJsonObject m_figure;
};

} // namespace ml
