#include "puzzlecommands.h"

#include "boarddocument.h"

#include <QCoreApplication>

namespace ml
{

namespace
{
const QString kPuzzle = QStringLiteral("puzzle");

void setPuzzle(QJsonObject &json, const QJsonValue &value)
{
    if (value.isUndefined())
        json.remove(kPuzzle);
    else
        json.insert(kPuzzle, value);
}
} // namespace

SetPuzzleCommand::SetPuzzleCommand(BoardDocument *document, const QJsonObject &puzzle)
    : DocumentCommand(document), m_old(document->json().value(kPuzzle)),
      m_new(puzzle.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(puzzle))
{
    setWords([=] {
        return puzzle.isEmpty() ? QCoreApplication::translate("Commands", "Remove puzzle")
                                : QCoreApplication::translate("Commands", "Set puzzle");
    });
}

// No DocumentPart names the puzzle: it changes no tile, figure, player or rule, and the
// document's changed() signal is what the puzzle views follow.
DocumentParts SetPuzzleCommand::apply(QJsonObject &json) const
{
    setPuzzle(json, m_new);
    return {};
}

DocumentParts SetPuzzleCommand::revert(QJsonObject &json) const
{
    setPuzzle(json, m_old);
    return {};
}

} // namespace ml
