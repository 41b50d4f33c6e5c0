// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QMap>

#include <memory>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace ml
{

class BoardDocument;
namespace Ui
{
class RulesDialog;
}

// Sets, edition and every rules option of docs/board-format.md, "Rule options"
// (RuleOptions::keys()). "Default" leaves an option out of the file so the edition decides. With
// `forNewBoard` it asks for the number of players instead of the options: the New board dialog. The
// sets, edition and players are laid out in ui/rulesdialog.ui; the option rows come from
// RuleOptions::keys().
class RulesDialog : public QDialog
{
    Q_OBJECT
public:
    RulesDialog(const BoardDocument *document, bool forNewBoard, QWidget *parent = nullptr);
    ~RulesDialog() override;

    QStringList sets() const;
    QString edition() const;
    int playerCount() const;
    // Option key -> value, empty for the default.
    QMap<QString, QString> options() const;
    // Pushes the changes as one undo step; false when nothing changed or it was refused.
    bool applyTo(BoardDocument *document, QString *why) const;

private:
    std::unique_ptr<Ui::RulesDialog> m_ui;
    QMap<QString, QCheckBox *> m_sets;
    QComboBox *m_edition;
    QSpinBox *m_players = nullptr;
    QMap<QString, QComboBox *> m_options;
};

} // namespace ml
