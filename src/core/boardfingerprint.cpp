// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfingerprint.h"

#include "boardfile.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace ml
{

QByteArray canonicalJson(const QJsonObject &json)
{
    // QJsonObject keeps its keys sorted, so this text does not depend on the order the file
    // wrote them in (the players' scores of an answer, say).
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

QString boardFingerprint(const BoardFile &file)
{
    // A board read for its end only lacks its moves in json(): its print would be another.
    Q_ASSERT(!file.movesOutsideJson());
    return QString::fromLatin1(
        QCryptographicHash::hash(canonicalJson(file.json()), QCryptographicHash::Sha256).toHex());
}

} // namespace ml
