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
