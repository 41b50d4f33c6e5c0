#pragma once

#include "documentcommand.h"

#include <QJsonObject>
#include <QJsonValue>

namespace ml
{

// Sets the board's "puzzle" key (format.md §1.7) as the author dialog wrote it, answer key
// included; an empty object takes the puzzle off. The rest of the file is left alone, so a
// puzzle can be written and withdrawn without touching the board it asks about.
class SetPuzzleCommand : public DocumentCommand
{
public:
    SetPuzzleCommand(BoardDocument *document, const QJsonObject &puzzle);
    DocumentParts apply(QJsonObject &json) const override;
    DocumentParts revert(QJsonObject &json) const override;

private:
    QJsonValue m_old, m_new; // Undefined = no puzzle key
};

} // namespace ml
